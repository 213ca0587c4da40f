import {
  type AppKit,
  AppKitError,
  type CaipNetworkId,
  createStore,
  type Store,
  toAppKitError,
} from '@appkit/kernel'

export interface NetworkSwitchState {
  /** The network being switched to. */
  pending: CaipNetworkId | undefined
  /** Why the last switch failed, until the next one. */
  error: AppKitError | undefined
}

/** What useSwitchNetwork binds to, framework-free: one switch at a time, the newest wins. */
export interface NetworkSwitch {
  readonly store: Pick<Store<NetworkSwitchState>, 'getState' | 'subscribe'>
  /**
   * Switches to a configured network (its CAIP-2 id); true once switched, false when it failed
   * (see `error`: it never rejects) or another switch replaced it.
   */
  switchNetwork(caipNetworkId: CaipNetworkId): Promise<boolean>
}

/**
 * Switches networks as the Networks view's choice does once no view is needed: the kit's
 * switchNetwork asks the connected wallet of the network's family (when there is one) and makes
 * the network active; on failure the active network stays.
 */
export function createNetworkSwitch(
  kit: Pick<AppKit, 'registry' | 'switchNetwork'>,
): NetworkSwitch {
  const store = createStore<NetworkSwitchState>({ pending: undefined, error: undefined })
  let attempt = 0
  return {
    store,
    async switchNetwork(caipNetworkId) {
      const id = ++attempt
      const network = kit.registry.store
        .getState()
        .networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
      if (!network) {
        store.setState({
          pending: undefined,
          error: new AppKitError('Network not found', {
            category: 'CONFIGURATION_ERROR',
            code: 'NETWORK_NOT_FOUND',
            details: `No configured network has the id ${String(caipNetworkId)}`,
          }),
        })
        return false
      }
      store.setState({ pending: caipNetworkId, error: undefined })
      try {
        await kit.switchNetwork(network)
        if (id === attempt) store.setState({ pending: undefined })
        return id === attempt
      } catch (error) {
        if (id === attempt) {
          store.setState({ pending: undefined, error: toAppKitError(error, 'PROVIDER_ERROR') })
        }
        return false
      }
    },
  }
}
