import type { CaipNetwork } from '../types/CaipNetwork.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import { chainReference } from './chainReference.js'

/**
 * The minimal network a connection carries when its wallet is on a chain that is not among the
 * configured networks; the family's state is flagged `unsupportedChain` alongside it.
 */
export function createUnsupportedNetwork(
  namespace: ChainNamespace,
  chainId: number | string,
): CaipNetwork {
  const reference = chainReference(namespace, chainId)
  return {
    id: namespace === 'eip155' ? Number(reference) : reference,
    name: 'Unknown Network',
    chainNamespace: namespace,
    caipNetworkId: `${namespace}:${reference}`,
    nativeCurrency: { name: '', decimals: 0, symbol: '' },
    rpcUrls: { default: { http: [] } },
  }
}
