import { resolveUnsupportedChainView } from '../router/resolveUnsupportedChainView.js'
import type { ActionContext } from './ActionContext.js'

/**
 * Opens UnsupportedChain when the active family's wallet moves to a chain the app does not
 * offer (spec §2), unless the host disabled network switching or allows unsupported chains.
 * Returns the unsubscribe.
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
        // Basic WalletConnect mode arrives with the WalletConnect connector.
        isBasicWalletConnect: false,
      })
      if (decision.action === 'open') ctx.router.open({ view: decision.view })
    },
  )
}
