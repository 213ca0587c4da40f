import { type CaipNetwork, getActiveConnection, type RegistryState } from '@appkit/kernel'

/**
 * The networks the active account can receive on: the app's networks of the account's family
 * (one address serves them all), the active one first. A smart account exists only where smart
 * accounts are enabled (spec §6), so it receives on those networks only.
 */
export function receiveNetworks(state: RegistryState): CaipNetwork[] {
  const active = state.activeCaipNetwork
  if (!active) return []
  const chain = state.chains[active.chainNamespace]
  const connection = getActiveConnection(state, active.chainNamespace)
  const account = connection?.accounts.find((a) => a.address === chain?.address)
  const smartOnly =
    account?.type === 'smartAccount' ? chain?.smartAccountEnabledNetworks : undefined
  const family = state.networks.filter(
    (network) =>
      network.chainNamespace === active.chainNamespace &&
      (smartOnly === undefined || smartOnly.includes(network.caipNetworkId)),
  )
  return [
    ...family.filter((network) => network.caipNetworkId === active.caipNetworkId),
    ...family.filter((network) => network.caipNetworkId !== active.caipNetworkId),
  ]
}
