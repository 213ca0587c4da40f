import type { CaipNetwork, RegistryState } from '@appkit/kernel'

/**
 * The networks the active account can receive on: the app's networks of the account's family
 * (one address serves them all), the active one first.
 */
export function receiveNetworks(state: RegistryState): CaipNetwork[] {
  const active = state.activeCaipNetwork
  if (!active) return []
  const family = state.networks.filter(
    (network) => network.chainNamespace === active.chainNamespace,
  )
  return [
    ...family.filter((network) => network.caipNetworkId === active.caipNetworkId),
    ...family.filter((network) => network.caipNetworkId !== active.caipNetworkId),
  ]
}
