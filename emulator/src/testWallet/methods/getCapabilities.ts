import { type Hex, isAddress, numberToHex } from 'viem'
import { invalidParamsError } from '../ProviderRpcError.js'
import { parseHexChainId } from './parseHexChainId.js'
import type { TestWalletContext } from './TestWalletContext.js'

/** The capabilities of one chain: calls are batched but sent one by one (no atomicity). */
export interface ChainCapabilities {
  atomic: { status: 'unsupported' }
}

/**
 * wallet_getCapabilities [address, chainIds?] (EIP-5792 2.0.0): -32602 for a malformed address
 * or chain id, 4100 when the address is not a connected account of this wallet. Answers, per
 * known chain (only the requested ones when chainIds is given; unknown ones are left out, not
 * an error), keyed by hex chain id: `{ atomic: { status: 'unsupported' } }`.
 */
export function getCapabilities(
  context: TestWalletContext,
  params: unknown,
): Record<Hex, ChainCapabilities> {
  const [address, chainIds] = Array.isArray(params) ? params : []
  if (typeof address !== 'string' || !isAddress(address, { strict: false })) {
    throw invalidParamsError('wallet_getCapabilities expects [address, chainIds?]')
  }
  if (chainIds !== undefined && !Array.isArray(chainIds)) {
    throw invalidParamsError('chainIds must be an array of hex chain ids')
  }
  const wanted = chainIds?.map(parseHexChainId)
  context.requireAccount(address)
  const capabilities: Record<Hex, ChainCapabilities> = {}
  for (const chain of context.knownChains()) {
    if (wanted && !wanted.includes(chain.chainId)) continue
    capabilities[numberToHex(chain.chainId)] = { atomic: { status: 'unsupported' } }
  }
  return capabilities
}
