import {
  type AddTransactionInput,
  selectTransactions,
  type TrackedTransaction,
  type TransactionsFilter,
} from '@appkit/kernel'
import { useCallback, useMemo } from 'react'
import { useUi } from '../context/useUi.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'

export interface UseTransactionsResult {
  /** The account's followed transactions on the chain, newest first. */
  transactions: readonly TrackedTransaction[]
  /** How many of them are still pending. */
  pending: number
  /** Follows a hash or an EIP-5792 bundle id (rejects a malformed one with a clear error). */
  add(input: AddTransactionInput): Promise<TrackedTransaction>
}

/**
 * The transactions `kit.transactions` follows for an account on a chain (the active ones by
 * default), kept up to date as they confirm or fail.
 *
 * @example
 * const { transactions, add } = useTransactions()
 * await add({ bundleId: id, label: 'Mint' })
 */
export function useTransactions(filter: TransactionsFilter = {}): UseTransactionsResult {
  const { kit } = useUi()
  const active = useStoreSelector(kit.registry.store, (state) => {
    const namespace = state.activeNamespace
    return {
      address: namespace ? state.chains[namespace]?.address : undefined,
      caipNetworkId: state.activeCaipNetwork?.caipNetworkId,
    }
  })
  const records = useStoreSelector(kit.transactions.store, (state) => state.records, Object.is)
  const address = filter.address ?? active.address
  const caipNetworkId = filter.caipNetworkId ?? active.caipNetworkId
  const transactions = useMemo(
    () =>
      address && caipNetworkId
        ? selectTransactions({ records }, kit.registry.store.getState(), { address, caipNetworkId })
        : [],
    [records, address, caipNetworkId, kit],
  )
  const add = useCallback((input: AddTransactionInput) => kit.transactions.add(input), [kit])
  return {
    transactions,
    pending: transactions.filter((t) => t.status === 'pending').length,
    add,
  }
}
