import type { CaipNetwork } from '../types/CaipNetwork.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import { chainReference } from './chainReference.js'

/**
 * Finds a configured network of a family by the chain id a wallet reports: a number, a decimal
 * or (for eip155) hex string, or a CAIP-2 id.
 */
export function findNetworkByChainId(
  networks: readonly CaipNetwork[],
  namespace: ChainNamespace,
  chainId: number | string,
): CaipNetwork | undefined {
  const reference = chainReference(namespace, chainId)
  return networks.find((n) => n.chainNamespace === namespace && String(n.id) === reference)
}
