import { base58 } from '@scure/base'

/** A Solana account of the session, as Wallet Standard describes an account. */
export interface SolanaSessionAccount {
  readonly address: string
  /** The ed25519 public key: the address decoded from base58 (32 bytes). */
  readonly publicKey: Uint8Array
  /** The CAIP-2 chains the wallet approved it on ('solana:<genesis hash prefix>'). */
  readonly chains: readonly string[]
  readonly features: readonly string[]
}

function publicKeyOf(address: string): Uint8Array | undefined {
  try {
    const key = base58.decode(address)
    return key.length === 32 ? key : undefined
  } catch {
    return undefined
  }
}

/**
 * The session's Solana accounts from its CAIP-10 ids (`solana:<ref>:<base58 key>`), one per
 * address with every chain it was approved on. The wallet is untrusted: an id whose address is
 * not a 32-byte base58 key is left out.
 *
 * @example solanaSessionAccounts(['solana:4sGj...:Fg6P...'], ['solana:signMessage'])
 */
export function solanaSessionAccounts(
  caip10: readonly string[],
  features: readonly string[],
): SolanaSessionAccount[] {
  const byAddress = new Map<string, { publicKey: Uint8Array; chains: string[] }>()
  for (const id of caip10) {
    const [namespace, reference, address] = id.split(':')
    if (namespace !== 'solana' || !reference || !address) continue
    const chain = `solana:${reference}`
    const known = byAddress.get(address)
    if (known) {
      if (!known.chains.includes(chain)) known.chains.push(chain)
      continue
    }
    const publicKey = publicKeyOf(address)
    if (publicKey) byAddress.set(address, { publicKey, chains: [chain] })
  }
  return [...byAddress].map(([address, { publicKey, chains }]) =>
    Object.freeze({ address, publicKey, chains: Object.freeze(chains), features }),
  )
}
