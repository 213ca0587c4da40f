import {
  type AppKitError,
  type CaipNetwork,
  type CaipNetworkId,
  isUnsupportedChain,
} from '@appkit/kernel'
import { useMemo } from 'react'
import { useUi } from '../context/useUi.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { createNetworkSwitch } from './createNetworkSwitch.js'

export interface UseSwitchNetworkResult {
  /** The configured networks of every family whose namespace plugin is installed. */
  networks: readonly CaipNetwork[]
  /** The active network; undefined while the wallet is on a network the app does not configure. */
  active: CaipNetwork | undefined
  /**
   * Switches to a configured network by its CAIP-2 id (e.g. 'eip155:1'): the connected wallet of
   * its family is asked, then the network is active. True once switched, false when it failed
   * (see `error`: it never rejects).
   */
  switchNetwork(caipNetworkId: CaipNetworkId): Promise<boolean>
  /** The network being switched to. */
  pending: CaipNetworkId | undefined
  /** Why the last switch failed (e.g. 'Network not found', the wallet's refusal). */
  error: AppKitError | undefined
}

/**
 * The networks and a switch, with no modal (no confirmation view: the wallet itself asks). The
 * active network is the one the Networks view marks.
 *
 * @example
 * const { networks, active, switchNetwork, pending } = useSwitchNetwork()
 * networks.map((n) => <button key={n.caipNetworkId} disabled={pending !== undefined}
 *   aria-pressed={n === active} onClick={() => switchNetwork(n.caipNetworkId)}>{n.name}</button>)
 */
export function useSwitchNetwork(): UseSwitchNetworkResult {
  const { kit } = useUi()
  const flow = useMemo(() => createNetworkSwitch(kit), [kit])
  const { networks, active } = useStoreSelector(kit.registry.store, (state) => ({
    networks: state.networks,
    active: isUnsupportedChain(state) ? undefined : state.activeCaipNetwork,
  }))
  const { pending, error } = useStoreSelector(flow.store, (state) => state)
  return { networks, active, switchNetwork: flow.switchNetwork, pending, error }
}
