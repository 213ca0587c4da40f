import type { RegistryState } from '../registry/registryState.js'
import { getConnector } from '../registry/selectors.js'
import { resolveUnsupportedChainView } from '../router/resolveUnsupportedChainView.js'
import type { ActionContext } from './ActionContext.js'

/** The active family's wallet is a WalletConnect session paired from the generic QR view. */
function isBasicWalletConnect(state: RegistryState): boolean {
  const family = state.activeNamespace ? state.chains[state.activeNamespace] : undefined
  const connector = family?.connectorId ? getConnector(state, family.connectorId) : undefined
  return connector?.type === 'WALLET_CONNECT' && connector.isBasicWalletConnect?.() === true
}

/**
 * Opens UnsupportedChain when the active family's wallet moves to a chain the app does not
 * offer (spec §2), unless the host disabled network switching, allows unsupported chains, or
 * the wallet is in basic WalletConnect mode. Returns the unsubscribe.
 */
export function openUnsupportedChainView(ctx: ActionContext): () => void {
  return ctx.registry.store.subscribe(
    (state) => {
      const family = state.activeNamespace ? state.chains[state.activeNamespace] : undefined
      return family?.status === 'connected' && Boolean(family.unsupportedChain)
    },
    (unsupported) => {
      if (!unsupported) return
      const decision = resolveUnsupportedChainView({
        isSupported: false,
        networkSwitchingDisabled: ctx.options.enableNetworkSwitch === false,
        allowUnsupportedChain: Boolean(ctx.options.allowUnsupportedChain),
        isBasicWalletConnect: isBasicWalletConnect(ctx.registry.store.getState()),
      })
      if (decision.action === 'open') ctx.router.open({ view: decision.view })
    },
  )
}
