import type { AdapterEvents } from '@appkit/kernel'
import { decodeAccounts } from '../provider/decodeAccounts.js'
import { decodeChainId } from '../provider/decodeChainId.js'
import type { Eip1193Listener, Eip1193Provider } from '../provider/Eip1193Provider.js'

/** EIP-1193 'disconnect' with this code means "try again later" (MetaMask), not a real end. */
const TRY_AGAIN_LATER = 1013

function isTemporaryDisconnect(payload: unknown): boolean {
  return (payload as { code?: unknown } | null | undefined)?.code === TRY_AGAIN_LATER
}

/**
 * Feeds a connected wallet's EIP-1193 events to the kernel, decoded (untrusted): accountsChanged
 * must be a list of addresses, chainChanged a chain id (hex to number); malformed payloads are
 * dropped. Returns the unsubscribe.
 */
export function watchProvider(
  provider: Eip1193Provider,
  connectorId: string,
  events: AdapterEvents,
): () => void {
  const { on, removeListener } = provider
  if (typeof on !== 'function' || typeof removeListener !== 'function') return () => {}

  const listeners: Record<string, Eip1193Listener> = {
    accountsChanged(payload) {
      const accounts = decodeAccounts(payload)
      if (!accounts) return
      events.accountsChanged(
        connectorId,
        accounts.map((address) => ({ address, type: 'eoa' })),
      )
    },
    chainChanged(payload) {
      const chainId = decodeChainId(payload)
      if (chainId !== undefined) events.chainChanged(connectorId, chainId)
    },
    disconnect(payload) {
      if (!isTemporaryDisconnect(payload)) events.disconnected(connectorId)
    },
  }
  for (const [event, listener] of Object.entries(listeners)) on.call(provider, event, listener)
  let stopped = false
  return () => {
    if (stopped) return
    stopped = true
    for (const [event, listener] of Object.entries(listeners)) {
      removeListener.call(provider, event, listener)
    }
  }
}
