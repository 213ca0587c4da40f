import type { RegistryState } from '../registry/registryState.js'
import type { CaipNetworkId } from '../types/CaipNetwork.js'
import type { TrackedTransaction } from './TrackedTransaction.js'
import type { TransactionsState } from './TransactionsDeps.js'

export interface TransactionsFilter {
  address?: string
  caipNetworkId?: CaipNetworkId
}

/**
 * One account's followed transactions on one chain, newest first; by default the active
 * account on the active network (spec §9: only the active chain's transactions are shown).
 *
 * @example selectTransactions(kit.transactions.store.getState(), kit.registry.store.getState())
 */
export function selectTransactions(
  transactions: TransactionsState,
  registry: RegistryState,
  filter: TransactionsFilter = {},
): readonly TrackedTransaction[] {
  const namespace = registry.activeNamespace
  const address = (
    filter.address ??
    (namespace && registry.chains[namespace]?.address)
  )?.toLowerCase()
  const caipNetworkId = filter.caipNetworkId ?? registry.activeCaipNetwork?.caipNetworkId
  if (!address || !caipNetworkId) return []
  return transactions.records.filter(
    (r) => r.caipNetworkId === caipNetworkId && r.address.toLowerCase() === address,
  )
}
