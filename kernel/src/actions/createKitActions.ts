import type { ActionContext } from './ActionContext.js'
import { applyDefaultAccountType } from './applyDefaultAccountType.js'
import { createConnectAction } from './createConnectAction.js'
import { createDisconnectAction } from './createDisconnectAction.js'
import { createDisconnectConnectionAction } from './createDisconnectConnectionAction.js'
import { createReconnectAction } from './createReconnectAction.js'
import { createRefreshBalanceAction } from './createRefreshBalanceAction.js'
import { createSendAction } from './createSendAction.js'
import { createSendTransactionAction } from './createSendTransactionAction.js'
import { createSignMessageAction } from './createSignMessageAction.js'
import { createSwitchNetworkActions } from './createSwitchNetworkActions.js'
import type { KitActions } from './KitActions.js'

/** The kit's user-facing flows over the registered adapters; see each action's file. */
export function createKitActions(ctx: ActionContext): KitActions {
  const refresh = createRefreshBalanceAction(ctx)
  const refreshBalance = () => refresh()
  const reconnect = createReconnectAction(ctx, refreshBalance)
  const { switchNetwork, requestNetworkSwitch } = createSwitchNetworkActions(ctx, refreshBalance)
  const disconnect = createDisconnectAction(ctx)

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
    connect: createConnectAction(ctx, refreshBalance),
    reconnect,
    disconnect,
    disconnectConnection: createDisconnectConnectionAction(ctx, disconnect),
    requestNetworkSwitch,
    switchNetwork,
    refreshBalance: () => refresh({ force: true }),
    signMessage: createSignMessageAction(ctx),
    send: createSendAction(ctx, refresh),
    sendTransaction: createSendTransactionAction(ctx, refresh),
  }
}
