import { type AppKit, DISCONNECT_TIMEOUT_MS } from '@appkit/kernel'
import type { WalletConnectionRow } from './listConnections.js'

function within(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    promise.then(
      () => {
        clearTimeout(timer)
        resolve()
      },
      () => {
        clearTimeout(timer)
        resolve()
      },
    )
  })
}

/**
 * Disconnects one wallet. The family's last connection goes through `kit.disconnect` (the
 * spec §4 disconnect, with its hooks); one of several is let go by its wallet (at most 3 s) and
 * removed, the family's next connection becoming current (spec §4 connector events).
 */
export async function disconnectConnection(
  kit: Pick<AppKit, 'disconnect' | 'adapter' | 'registry'>,
  row: Pick<WalletConnectionRow, 'namespace' | 'connectorId' | 'connector'>,
): Promise<void> {
  const chain = kit.registry.store.getState().chains[row.namespace]
  if ((chain?.connections.length ?? 0) <= 1) {
    await kit.disconnect(row.namespace)
    return
  }
  const adapter = kit.adapter(row.namespace)
  if (adapter && row.connector) {
    await within(adapter.disconnect(row.connector), DISCONNECT_TIMEOUT_MS)
  }
  kit.registry.onDisconnect(row.namespace, row.connectorId)
}
