import type { CaipNetwork, CaipNetworkId } from '../types/CaipNetwork.js'
import { applyActiveNetwork } from './applyActiveNetwork.js'
import { networkNotFoundError } from './connectorErrors.js'
import type { RegistryContext } from './RegistryContext.js'
import { requireNamespace } from './requireNamespace.js'
import { withChainNetwork } from './withChainNetwork.js'
import { withNamespace } from './withNamespace.js'

export interface NetworkActions {
  /** Makes a configured network active; any other fails with 'Network Not Found'. */
  setActiveNetwork(caipNetwork: CaipNetwork | CaipNetworkId): void
  /** Adds a network to its family's configured networks ('Chain not configured' without its adapter). */
  addNetwork(caipNetwork: CaipNetwork): void
  /** "Removing the active network switches to the first remaining network of that family". */
  removeNetwork(caipNetworkId: CaipNetworkId): void
}

export function createNetworkActions(ctx: RegistryContext): NetworkActions {
  function setActiveNetwork(target: CaipNetwork | CaipNetworkId): void {
    const state = ctx.store.getState()
    const id = typeof target === 'string' ? target : target.caipNetworkId
    const caipNetwork = state.networks.find((n) => n.caipNetworkId === id)
    if (!caipNetwork) throw networkNotFoundError(id)
    requireNamespace(state, caipNetwork.chainNamespace)
    const chain = state.chains[caipNetwork.chainNamespace]
    const alreadyActive =
      state.activeCaipNetwork?.caipNetworkId === id && chain?.unsupportedChain !== true
    if (!alreadyActive) applyActiveNetwork(ctx, caipNetwork)
  }

  function addNetwork(caipNetwork: CaipNetwork): void {
    const state = ctx.store.getState()
    const namespace = caipNetwork.chainNamespace
    requireNamespace(state, namespace)
    if (state.networks.some((n) => n.caipNetworkId === caipNetwork.caipNetworkId)) return
    ctx.store.setState((s) =>
      withNamespace({ ...s, networks: [...s.networks, caipNetwork] }, namespace, (c) =>
        c.caipNetwork ? c : withChainNetwork(c, caipNetwork),
      ),
    )
    if (!state.activeCaipNetwork) applyActiveNetwork(ctx, caipNetwork, { markSwitching: false })
  }

  function removeNetwork(caipNetworkId: CaipNetworkId): void {
    const state = ctx.store.getState()
    const removed = state.networks.find((n) => n.caipNetworkId === caipNetworkId)
    if (!removed) throw networkNotFoundError(caipNetworkId)
    const namespace = removed.chainNamespace
    const networks = state.networks.filter((n) => n.caipNetworkId !== caipNetworkId)
    const sameFamily = networks.find((n) => n.chainNamespace === namespace)
    const familyWasOnIt = state.chains[namespace]?.caipNetwork?.caipNetworkId === caipNetworkId

    ctx.store.setState((s) => {
      const next = { ...s, networks }
      return familyWasOnIt
        ? withNamespace(next, namespace, (c) => withChainNetwork(c, sameFamily))
        : next
    })
    if (state.activeCaipNetwork?.caipNetworkId !== caipNetworkId) return
    const replacement = sameFamily ?? networks[0]
    if (replacement) applyActiveNetwork(ctx, replacement)
    else ctx.store.setState({ activeCaipNetwork: undefined })
  }

  return { setActiveNetwork, addNetwork, removeNetwork }
}
