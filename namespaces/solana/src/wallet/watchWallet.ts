import type { AdapterEvents } from '@appkit/kernel'
import { type StandardWallet, walletFeature } from '../discovery/StandardWallet.js'
import { toAdapterAccounts } from './toAdapterAccounts.js'

type EventsFeature = {
  on(event: 'change', listener: (properties: { accounts?: unknown }) => void): () => void
}

/**
 * Follows the wallet's `standard:events` change events: new accounts are reported (an empty
 * list disconnects, spec §4). Returns the unsubscribe.
 */
export function watchWallet(
  wallet: StandardWallet,
  connectorId: string,
  events: AdapterEvents,
): () => void {
  const feature = walletFeature<EventsFeature>(wallet, 'standard:events', 'on')
  if (!feature) return () => undefined
  const off = feature.on('change', (properties) => {
    if (!properties || !('accounts' in properties)) return
    const accounts = toAdapterAccounts(properties.accounts)
    if (accounts.length === 0) events.disconnected(connectorId)
    else events.accountsChanged(connectorId, accounts)
  })
  return typeof off === 'function' ? off : () => undefined
}
