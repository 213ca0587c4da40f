import { type CaipNetwork, getActiveConnection, type RegistryState } from '@appkit/kernel'

/**
 * The networks the active account can receive on: the app's networks of the account's family
 * (one address serves them all), the active one first. A smart account exists only where smart
 * accounts are enabled (spec §6): it receives on those networks only, and on the active one
 * alone while the wallet has not said which they are (funds sent where it does not exist would
 * be lost).
 */
export function receiveNetworks(state: RegistryState): CaipNetwork[] {
  const active = state.activeCaipNetwork
  if (!active) return []
  const chain = state.chains[active.chainNamespace]
  const address = chain?.address?.toLowerCase()
  const account = getActiveConnection(state, active.chainNamespace)?.accounts.find(
    (candidate) => candidate.address.toLowerCase() === address,
  )
  // The active network always: the account is connected there.
  const receivesOn =
    account?.type === 'smartAccount'
      ? [active.caipNetworkId, ...(chain?.smartAccountEnabledNetworks ?? [])]
      : undefined
  const family = state.networks.filter(
    (network) =>
      network.chainNamespace === active.chainNamespace &&
      (receivesOn === undefined || receivesOn.includes(network.caipNetworkId)),
  )
  return [
    ...family.filter((network) => network.caipNetworkId === active.caipNetworkId),
    ...family.filter((network) => network.caipNetworkId !== active.caipNetworkId),
  ]
}
