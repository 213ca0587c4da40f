import { lazyAction } from '../lazy/lazyAction.js'
import { loadOnce } from '../lazy/loadOnce.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { ActionContext } from './ActionContext.js'
import { applyDefaultAccountType } from './applyDefaultAccountType.js'
import { createReconnectAction } from './createReconnectAction.js'
import { createRefreshBalanceAction } from './createRefreshBalanceAction.js'
import type { KitActions } from './KitActions.js'
import { reportActionFailures } from './reportActionFailures.js'

/**
 * The kit's user-facing flows over the registered adapters; see each action's file. Each flow
 * a visitor starts reports its failures (flow and category) once, here; a silent reconnect and
 * a balance refresh have their own fallbacks and report nothing.
 */
export function createKitActions(ctx: ActionContext): KitActions {
  const refresh = createRefreshBalanceAction(ctx)
  const refreshBalance = () => refresh()
  const reconnect = createReconnectAction(ctx, refreshBalance)
  // A switch needs a click (or a wallet on a chain the app lacks): loaded on the first.
  const switches = loadOnce(() =>
    import('./createSwitchNetworkActions.js').then((m) =>
      m.createSwitchNetworkActions(ctx, refreshBalance),
    ),
  )
  const providerFlow = <A extends unknown[], R>(flow: string, action: (...args: A) => Promise<R>) =>
    reportActionFailures(ctx, { flow, category: 'PROVIDER_ERROR' }, action)
  const disconnect = providerFlow(
    'disconnect',
    lazyAction<[namespace?: ChainNamespace], void>(() =>
      import('./createDisconnectAction.js').then((m) => m.createDisconnectAction(ctx)),
    ),
  )

  return {
    registerAdapter(adapter) {
      ctx.adapters.set(adapter.namespace, adapter)
      applyDefaultAccountType(ctx, adapter)
      void reconnect()
      return () => {
        if (ctx.adapters.get(adapter.namespace) === adapter) ctx.adapters.delete(adapter.namespace)
      }
    },
    adapter: (namespace) => ctx.adapters.get(namespace),
    // Warmed with the modal's code (warmOpeningCode), so a click on a wallet finds it loaded.
    connect: providerFlow(
      'connect',
      lazyAction(() =>
        import('./createConnectAction.js').then((m) => m.createConnectAction(ctx, refreshBalance)),
      ),
    ),
    reconnect,
    disconnect,
    disconnectConnection: providerFlow(
      'disconnect',
      lazyAction(() =>
        import('./createDisconnectConnectionAction.js').then((m) =>
          m.createDisconnectConnectionAction(ctx, disconnect),
        ),
      ),
    ),
    requestNetworkSwitch: providerFlow('switchNetwork', async (target) =>
      (await switches()).requestNetworkSwitch(target),
    ),
    switchNetwork: providerFlow('switchNetwork', async (target) =>
      (await switches()).switchNetwork(target),
    ),
    refreshBalance: () => refresh({ force: true }),
    // Never needed before a click: their code stays out of the page's first load.
    signMessage: providerFlow(
      'sign',
      lazyAction(() =>
        import('./createSignMessageAction.js').then((m) => m.createSignMessageAction(ctx)),
      ),
    ),
    send: providerFlow(
      'send',
      lazyAction(() =>
        import('./createSendAction.js').then((m) => m.createSendAction(ctx, refresh)),
      ),
    ),
    sendTransaction: providerFlow(
      'sendTransaction',
      lazyAction(() =>
        import('./createSendTransactionAction.js').then((m) =>
          m.createSendTransactionAction(ctx, refresh),
        ),
      ),
    ),
  }
}
