import type { CaipNetwork, ViewData } from '@appkit/kernel'

/**
 * The configured network a SwitchNetwork view is about (router data `caipNetwork`), looked up
 * by CAIP-2 id among the configured networks: view data is never trusted as a network.
 */
export function findTargetNetwork(
  data: ViewData | undefined,
  networks: readonly CaipNetwork[],
): CaipNetwork | undefined {
  const target = data?.caipNetwork
  if (typeof target !== 'object' || target === null) return undefined
  const id = (target as { caipNetworkId?: unknown }).caipNetworkId
  return typeof id === 'string' ? networks.find((n) => n.caipNetworkId === id) : undefined
}
