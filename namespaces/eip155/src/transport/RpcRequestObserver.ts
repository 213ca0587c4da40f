import type { ObservedRequest, ObservedRequestResult } from '@appkit/kernel'

/** Hears each RPC call a network client makes (the plugin forwards them to the kit's hooks). */
export interface RpcRequestObserver {
  started?(request: ObservedRequest): void
  finished?(request: ObservedRequestResult): void
}
