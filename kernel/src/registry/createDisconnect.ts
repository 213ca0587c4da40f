import type { ChainNamespace } from '../types/ChainNamespace.js'
import { clearNamespace } from './clearNamespace.js'
import type { RegistryContext } from './RegistryContext.js'
import { requireNamespace } from './requireNamespace.js'

/**
 * Spec §4 Disconnect, for one family, or for every family when none is given. Emits
 * `disconnected({ namespace, connectorId })` for a family that was connected, or one
 * `disconnected({})` when every family is disconnected and any was connected.
 */
export type Disconnect = (namespace?: ChainNamespace) => void

export function createDisconnect(ctx: RegistryContext): Disconnect {
  return function disconnect(namespace) {
    for (const each of namespace ? [namespace] : ctx.store.getState().namespaces) {
      ctx.disconnects.set(each, (ctx.disconnects.get(each) ?? 0) + 1)
    }
    if (namespace) {
      const connectorId = requireNamespace(ctx.store.getState(), namespace).connectorId
      if (clearNamespace(ctx, namespace)) ctx.events.disconnected?.({ namespace, connectorId })
      return
    }
    let any = false
    for (const each of ctx.store.getState().namespaces) any = clearNamespace(ctx, each) || any
    if (any) ctx.events.disconnected?.({})
  }
}
