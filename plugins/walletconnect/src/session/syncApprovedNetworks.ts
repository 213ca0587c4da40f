import type { ChainNamespace, PluginContext } from '@appkit/kernel'
import type { SessionLike } from '../provider/UniversalProviderLike.js'
import { approvedNetworkIds } from './approvedNetworkIds.js'

export interface SyncApprovedNetworksOptions {
  ctx: Pick<PluginContext, 'registry'>
  /** The plugin's connectors: only their connections carry a session's approved networks. */
  connectorIds: readonly string[]
  session: () => SessionLike | undefined
  /** Calls back whenever the session changes (adopted, updated, ended); returns the undo. */
  onSessionChanged: (listener: () => void) => () => void
}

function sameIds(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && a.join() === b.join())
}

/**
 * Keeps `approvedCaipNetworkIds` (spec §3) of each family connected through WalletConnect equal
 * to the session's approved chains there: after a connect, a restore and every session_update.
 * A family connected through another wallet is left alone (the disconnect clears the field).
 */
export function syncApprovedNetworks(options: SyncApprovedNetworksOptions): () => void {
  const { registry } = options.ctx
  const sync = () => {
    const { chains } = registry.store.getState()
    for (const [namespace, chain] of Object.entries(chains)) {
      if (chain?.status !== 'connected' || !options.connectorIds.includes(chain.connectorId ?? ''))
        continue
      const approved = approvedNetworkIds(options.session(), namespace as ChainNamespace)
      if (approved === undefined || sameIds(approved, chain.approvedCaipNetworkIds)) continue
      registry.updateAccount(namespace as ChainNamespace, { approvedCaipNetworkIds: approved })
    }
  }
  const stopSession = options.onSessionChanged(sync)
  const stopRegistry = registry.store.subscribe(
    (state) => state.chains,
    () => sync(),
  )
  sync()
  return () => {
    stopSession()
    stopRegistry()
  }
}
