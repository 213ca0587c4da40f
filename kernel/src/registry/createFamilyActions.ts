import type { CaipNetwork } from '../types/CaipNetwork.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import { applyActiveNetwork } from './applyActiveNetwork.js'
import type { RegistryContext } from './RegistryContext.js'
import { createNamespaceState, type NamespaceState, uniqueNetworks } from './registryState.js'

export interface FamilyActions {
  /** Adds a family (its namespace plugin arrived), with its networks. */
  addFamily(namespace: ChainNamespace, networks?: readonly CaipNetwork[]): void
  /**
   * Removes a family, its networks and its connectors; "removing the active adapter switches to
   * another family's first network". A family that had connections announces `disconnected`.
   */
  removeFamily(namespace: ChainNamespace): void
}

export function createFamilyActions(ctx: RegistryContext): FamilyActions {
  function addFamily(namespace: ChainNamespace, networks: readonly CaipNetwork[] = []): void {
    const own = networks.filter((n) => n.chainNamespace === namespace)
    ctx.store.setState((state) => {
      const allNetworks = uniqueNetworks([...state.networks, ...own])
      const existing = state.chains[namespace]
      const first = allNetworks.find((n) => n.chainNamespace === namespace)
      const chain: NamespaceState = existing
        ? { ...existing, caipNetwork: existing.caipNetwork ?? first }
        : createNamespaceState(namespace, first)
      return {
        ...state,
        networks: allNetworks,
        namespaces: existing ? state.namespaces : [...state.namespaces, namespace],
        chains: { ...state.chains, [namespace]: chain },
      }
    })
    const after = ctx.store.getState()
    const first = after.chains[namespace]?.caipNetwork
    if (!after.activeCaipNetwork && first) {
      applyActiveNetwork(ctx, first, { markSwitching: false })
    }
  }

  function removeFamily(namespace: ChainNamespace): void {
    const before = ctx.store.getState()
    const chain = before.chains[namespace]
    if (!chain) return
    ctx.store.setState((state) => {
      const { [namespace]: _removed, ...chains } = state.chains
      return {
        ...state,
        chains,
        namespaces: state.namespaces.filter((n) => n !== namespace),
        networks: state.networks.filter((n) => n.chainNamespace !== namespace),
        connectors: state.connectors.filter((c) => c.chain !== namespace),
      }
    })
    if (chain.connections.length > 0) {
      ctx.storage.removeConnectorId(namespace)
      ctx.events.disconnected?.({ namespace, connectorId: chain.connectorId })
    }
    if (before.activeNamespace !== namespace) return
    const replacement = ctx.store.getState().networks[0]
    if (replacement) applyActiveNetwork(ctx, replacement)
    else {
      ctx.store.setState({
        activeNamespace: undefined,
        activeCaipNetwork: undefined,
        activeCaipAddress: undefined,
      })
    }
  }

  return { addFamily, removeFamily }
}
