import { type CaipNetwork, createUnsupportedNetwork } from '@appkit/kernel'

/**
 * The configured network with this chain id, or, for a chain the app did not configure, the
 * minimal 'Unknown Network' the registry flags as unsupported.
 */
export function networkForChainId(networks: readonly CaipNetwork[], chainId: number): CaipNetwork {
  const configured = networks.find(
    (network) => network.chainNamespace === 'eip155' && Number(network.id) === chainId,
  )
  return configured ?? createUnsupportedNetwork('eip155', chainId)
}
