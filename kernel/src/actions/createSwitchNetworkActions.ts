import { toAppKitError } from '../errors/AppKitError.js'
import { getConnector, getNamespaceState, isConnected } from '../registry/selectors.js'
import {
  type NetworkSwitchDecision,
  resolveNetworkSwitchView,
} from '../router/resolveNetworkSwitchView.js'
import type { CaipNetwork } from '../types/CaipNetwork.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { ActionContext } from './ActionContext.js'
import { requireAdapter } from './requireAdapter.js'

/** Spec §2 network-switch view choice and §4 network switch. */
export function createSwitchNetworkActions(
  ctx: ActionContext,
  refreshBalance: () => Promise<void>,
) {
  async function switchNetwork(target: CaipNetwork): Promise<void> {
    const state = ctx.registry.store.getState()
    const from = state.activeCaipNetwork
    const family = getNamespaceState(state, target.chainNamespace)
    const wasUnsupported = Boolean(family?.unsupportedChain)
    await ctx.hooks.beforeSwitchNetwork.promise({ ...(from ? { from } : {}), to: target })
    try {
      const connector =
        family?.status === 'connected' && family.connectorId
          ? getConnector(state, family.connectorId)
          : undefined
      if (connector)
        await requireAdapter(ctx, target.chainNamespace).switchNetwork(connector, target)
      ctx.registry.setActiveNetwork(target)
    } catch (error) {
      // 'On failure the view goes back.'
      if (ctx.router.store.getState().view === 'SwitchNetwork') ctx.router.goBack()
      throw toAppKitError(error, 'PROVIDER_ERROR')
    }
    ctx.track('SWITCH_NETWORK', { network: target.caipNetworkId })
    await ctx.hooks.afterSwitchNetwork.promise({ ...(from ? { from } : {}), to: target })
    const router = ctx.router.store.getState()
    // 'On success, if the previous network was not in the chain's list, the modal closes.'
    if (wasUnsupported && router.open) ctx.router.close()
    else if (router.view === 'SwitchNetwork') ctx.router.goBack()
    void refreshBalance().catch(() => undefined)
  }

  /**
   * Spec §2's view choice. 'Connected' is read as the spec words it, 'connected on the current
   * chain' (the active family), not 'connected anywhere': after SwitchActiveChain moved an EVM
   * user to Solana without connecting there, picking Bitcoin switches directly rather than
   * offering SwitchActiveChain again. The confirmation step is for a switch a connected wallet
   * must make, so it is skipped when the target family has no connected wallet.
   */
  async function requestNetworkSwitch(target: CaipNetwork): Promise<NetworkSwitchDecision> {
    const state = ctx.registry.store.getState()
    const connected = isConnected(state)
    const targetConnected = isConnected(state, target.chainNamespace)
    const accountNamespaces = (Object.keys(state.chains) as ChainNamespace[]).filter(
      (ns) => state.chains[ns]?.status === 'connected',
    )
    const active = state.activeNamespace
      ? getNamespaceState(state, state.activeNamespace)
      : undefined
    const connectorType = active?.connectorId
      ? getConnector(state, active.connectorId)?.type
      : undefined
    const decision = resolveNetworkSwitchView({
      target,
      isConnected: connected,
      ...(state.activeNamespace ? { activeNamespace: state.activeNamespace } : {}),
      accountNamespaces,
      // Without a connected wallet on the target family there is nothing to confirm.
      skipConfirmation: Boolean(ctx.options.skipNetworkSwitchConfirmation) || !targetConnected,
      ...(connectorType ? { connectorType } : {}),
      supportsAuthConnector: (namespace) => ctx.adapters.get(namespace)?.authConnector === true,
    })
    // SwitchActiveChain's replace flag is for its own navigation on to Connect.
    if (decision.action === 'switchDirectly') await switchNetwork(target)
    else ctx.router.push(decision.view, decision.data)
    return decision
  }

  return { switchNetwork, requestNetworkSwitch }
}
