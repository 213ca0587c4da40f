import { type Abi, type Address, type Hex, toFunctionSelector } from 'viem'
import { appKitSmartAccountArtifact } from '../../chains/smartAccountArtifacts.js'

/** AppKitSmartAccount's functions only its owner may call (execute, executeBatch). */
const OWNER_SELECTORS = new Set(
  (appKitSmartAccountArtifact.abi as Abi)
    .filter((item) => item.type === 'function' && ['execute', 'executeBatch'].includes(item.name))
    .map((item) => toFunctionSelector(item as Parameters<typeof toFunctionSelector>[0])),
)

/**
 * Whether a transaction from the owner key calls its own smart account's owner-only functions.
 * The EOA path refuses these: the smart account acts only through its own path (its batches,
 * shown as its calls), never as an opaque EOA transaction a page asked for.
 */
export function isOwnerCallToSmartAccount(
  to: unknown,
  data: Hex | undefined,
  smartAccounts: readonly Address[],
): boolean {
  if (typeof to !== 'string' || data === undefined) return false
  const target = to.toLowerCase()
  if (!smartAccounts.some((address) => address.toLowerCase() === target)) return false
  return OWNER_SELECTORS.has(data.slice(0, 10).toLowerCase() as Hex)
}
