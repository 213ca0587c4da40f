import { type Eip155Connection, eip155ConnectionOf } from '@appkit/eip155/interop'
import { type AppKit, STORAGE_KEYS } from '@appkit/kernel'

/** How long wagmi's reconnect waits for the kit's own before it counts the visitor as gone. */
export const KIT_RECONNECT_WAIT_MS = 5_000

/**
 * The kit's eip155 connection once the kit has reconnected a returning visitor: at once when
 * connected, undefined at once when no EVM wallet is stored, else when the kit's reconnect ends
 * (browser wallets announce themselves after load) or after KIT_RECONNECT_WAIT_MS.
 */
export function waitForKitReconnect(
  kit: AppKit,
  timeoutMs = KIT_RECONNECT_WAIT_MS,
): Promise<Eip155Connection | undefined> {
  const store = kit.registry.store
  const now = eip155ConnectionOf(store.getState())
  if (now) return Promise.resolve(now)
  if (!kit.storage.get(STORAGE_KEYS.connectedConnectorIds)?.eip155) {
    return Promise.resolve(undefined)
  }
  return new Promise((resolve) => {
    const finish = (connection: Eip155Connection | undefined) => {
      clearTimeout(timer)
      stop()
      resolve(connection)
    }
    const timer = setTimeout(() => finish(undefined), timeoutMs)
    const stop = store.subscribe((state, previous) => {
      const connection = eip155ConnectionOf(state)
      if (connection) return finish(connection)
      // The kit lowers its reconnecting flag just before it records what the attempt found:
      // read the outcome once that has run.
      if (previous.reconnecting && !state.reconnecting) {
        queueMicrotask(() => finish(eip155ConnectionOf(store.getState())))
      }
    })
  })
}
