import type { CaipNetwork, ChainNamespace, RegistryState } from '@appkit/kernel'

/** The connected account sign-in is about: the active family's address on the active network. */
export interface ActiveAccount {
  namespace: ChainNamespace
  address: string
  caipNetwork: CaipNetwork
  /** The wallet is on a network the app does not configure: no sign-in there. */
  unsupported: boolean
}

export function readActiveAccount(state: RegistryState): ActiveAccount | undefined {
  const namespace = state.activeNamespace
  const chain = namespace ? state.chains[namespace] : undefined
  const caipNetwork = state.activeCaipNetwork
  if (!namespace || chain?.status !== 'connected' || !chain.address || !caipNetwork)
    return undefined
  return {
    namespace,
    address: chain.address,
    caipNetwork,
    unsupported: chain.unsupportedChain === true,
  }
}

/** Whether two readings name the same account on the same network. */
export function sameAccount(a: ActiveAccount | undefined, b: ActiveAccount | undefined): boolean {
  if (!a || !b) return a === b
  return (
    a.namespace === b.namespace &&
    a.address.toLowerCase() === b.address.toLowerCase() &&
    a.caipNetwork.caipNetworkId === b.caipNetwork.caipNetworkId
  )
}
