import { AppKitError } from '../errors/AppKitError.js'
import { getConnector } from '../registry/selectors.js'
import { describeValue } from '../validators/describeValue.js'
import type { AddTransactionInput } from './AddTransactionInput.js'
import { decodeTrackedTransaction, MAX_TRANSACTION_ID_LENGTH } from './decodeTrackedTransaction.js'
import { explorerTransactionUrl } from './explorerTransactionUrl.js'
import {
  FINISHED_TRANSACTIONS_KEPT,
  PENDING_TRANSACTIONS_LIMIT,
  STILL_PENDING_AFTER_MS,
  TRANSACTION_POLL_MS,
} from './TRANSACTION_LIMITS.js'
import { TRANSACTIONS_STORAGE_KEY } from './TRANSACTIONS_STORAGE_KEY.js'
import type { TrackedTransaction, TransactionStatus } from './TrackedTransaction.js'
import type { TransactionsCore } from './TransactionsDeps.js'

export interface TransactionTracker {
  add(input: AddTransactionInput): TrackedTransaction
  stop(): void
}

function invalid(message: string): AppKitError {
  return new AppKitError(message, { category: 'VALIDATION_ERROR' })
}

const isPrintableId = (value: unknown): value is string =>
  typeof value === 'string' &&
  value !== '' &&
  value.length <= MAX_TRANSACTION_ID_LENGTH &&
  !/[\s\p{Cc}]/u.test(value)

const sameAccount = (
  a: TrackedTransaction,
  b: Pick<TrackedTransaction, 'address' | 'caipNetworkId'>,
) => a.caipNetworkId === b.caipNetworkId && a.address.toLowerCase() === b.address.toLowerCase()

/**
 * Follows the kit's transactions from pending to confirmed or failed: restores the stored ones
 * (dropping, with a warning, any that fail to decode), asks the family's adapter for each
 * pending one's status every poll (the chain's receipt for a hash, the wallet's
 * `wallet_getCallsStatus` for a bundle), marks one 'still pending' after a while, and persists
 * and announces (`transactionChanged`) every change. A check that fails (a node down) leaves
 * the transaction pending for the next poll.
 */
export function createTransactionTracker(core: TransactionsCore): TransactionTracker {
  const { store, storage, registry, adapters, hooks } = core
  const now = core.now ?? Date.now
  const pollMs = core.pollIntervalMs ?? TRANSACTION_POLL_MS
  const stillPendingAfterMs = core.stillPendingAfterMs ?? STILL_PENDING_AFTER_MS
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false

  function restore(): void {
    const stored = storage.get(TRANSACTIONS_STORAGE_KEY) ?? []
    const records: TrackedTransaction[] = []
    for (const value of stored) {
      const record = decodeTrackedTransaction(value)
      if (record) records.push(record)
      else
        core.warn(
          `AppKit transactions: dropped a stored record that does not decode: ${describeValue(value)}`,
        )
    }
    if (records.length !== stored.length) storage.set(TRANSACTIONS_STORAGE_KEY, records)
    store.setState({ records: [...records, ...store.getState().records] })
  }

  function commit(records: readonly TrackedTransaction[], changed?: TrackedTransaction): void {
    store.setState({ records })
    storage.set(TRANSACTIONS_STORAGE_KEY, records)
    if (changed) hooks.transactionChanged.call(changed)
  }

  function update(record: TrackedTransaction, patch: Partial<TrackedTransaction>): void {
    const next = { ...record, ...patch, updatedAt: now() }
    const records = store.getState().records.map((r) => (r === record ? next : r))
    commit(records, next)
  }

  async function statusOf(
    record: TrackedTransaction,
  ): Promise<{ status: TransactionStatus; hashes?: readonly string[] } | undefined> {
    const state = registry.store.getState()
    const network = state.networks.find((n) => n.caipNetworkId === record.caipNetworkId)
    const adapter = adapters.get(record.namespace)
    if (!network || !adapter) return undefined
    if (record.kind === 'hash') {
      return adapter.transactionStatus
        ? { status: await adapter.transactionStatus(record.id, network) }
        : undefined
    }
    const connector = record.connectorId ? getConnector(state, record.connectorId) : undefined
    if (!connector || !adapter.callsStatus) return undefined
    return adapter.callsStatus(connector, record.id, network)
  }

  async function check(record: TrackedTransaction): Promise<void> {
    let answer: Awaited<ReturnType<typeof statusOf>>
    try {
      answer = await statusOf(record)
    } catch {
      answer = undefined
    }
    if (stopped) return
    // The list may have moved on while the chain answered: only a record still there changes.
    const current = store.getState().records.find((r) => r === record)
    if (!current) return
    if (answer && answer.status !== 'pending') {
      update(current, {
        status: answer.status,
        ...(answer.hashes ? { hashes: answer.hashes } : {}),
      })
    } else if (!current.stillPending && now() - current.addedAt >= stillPendingAfterMs) {
      update(current, { stillPending: true })
    }
  }

  function schedule(delay = pollMs): void {
    if (stopped || timer !== undefined) return
    if (!store.getState().records.some((r) => r.status === 'pending')) return
    timer = setTimeout(() => {
      timer = undefined
      const pending = store.getState().records.filter((r) => r.status === 'pending')
      void Promise.all(pending.map(check)).finally(() => schedule())
    }, delay)
  }

  function newRecord(input: AddTransactionInput): TrackedTransaction {
    if (typeof input !== 'object' || input === null) {
      throw invalid('Pass { hash } or { bundleId } to transactions.add')
    }
    const hasHash = input.hash !== undefined
    const hasBundle = input.bundleId !== undefined
    if (hasHash === hasBundle) throw invalid('Pass either a transaction hash or a call bundle id')
    if (input.label !== undefined && typeof input.label !== 'string') {
      throw invalid(`Invalid transaction label: ${describeValue(input.label)}`)
    }
    const state = registry.store.getState()
    const network = input.caipNetworkId
      ? state.networks.find((n) => n.caipNetworkId === input.caipNetworkId)
      : state.activeCaipNetwork
    if (!network) throw invalid(`Unknown network: ${describeValue(input.caipNetworkId)}`)
    const namespace = network.chainNamespace
    const adapter = adapters.get(namespace)
    const family = state.chains[namespace]
    const address = input.address ?? family?.address
    if (typeof address !== 'string' || address === '') {
      throw new AppKitError('Connector not connected', { category: 'PROVIDER_ERROR' })
    }
    const id = hasHash ? input.hash : input.bundleId
    if (hasHash) {
      const valid = isPrintableId(id) && (adapter?.isTransactionHash?.(id) ?? true)
      if (!valid) throw invalid(`Invalid transaction hash: ${describeValue(id)}`)
      if (!adapter?.transactionStatus) throw invalid('Unsupported chain')
    } else {
      if (!isPrintableId(id)) throw invalid(`Invalid call bundle id: ${describeValue(id)}`)
      if (!adapter?.callsStatus) throw invalid('Unsupported chain')
    }
    const connectorId = family?.connectorId
    if (!hasHash && !connectorId) {
      throw new AppKitError('Connector not connected', { category: 'PROVIDER_ERROR' })
    }
    const explorerUrl = hasHash
      ? (adapter?.transactionUrl?.(id as string, network) ??
        explorerTransactionUrl(id as string, network))
      : undefined
    const at = now()
    return {
      kind: hasHash ? 'hash' : 'calls',
      id: id as string,
      namespace,
      caipNetworkId: network.caipNetworkId,
      address,
      ...(connectorId && !hasHash ? { connectorId } : {}),
      status: 'pending',
      ...(input.label ? { label: input.label.slice(0, 100) } : {}),
      ...(explorerUrl ? { explorerUrl } : {}),
      addedAt: at,
      updatedAt: at,
    }
  }

  /** The account's list after adding: finished ones beyond the kept count go, oldest first. */
  function withinLimits(records: readonly TrackedTransaction[], added: TrackedTransaction) {
    let finished = 0
    return records.filter((r) => {
      if (!sameAccount(r, added) || r.status === 'pending') return true
      finished += 1
      return finished <= FINISHED_TRANSACTIONS_KEPT
    })
  }

  restore()
  schedule(0)

  return {
    add(input) {
      const record = newRecord(input)
      const records = store.getState().records
      const known = records.find(
        (r) =>
          r.kind === record.kind && r.id === record.id && r.caipNetworkId === record.caipNetworkId,
      )
      if (known) return known
      const pending = records.filter((r) => r.status === 'pending' && sameAccount(r, record))
      if (pending.length >= PENDING_TRANSACTIONS_LIMIT) {
        throw invalid(
          `Too many pending transactions (${PENDING_TRANSACTIONS_LIMIT}): wait for some to confirm`,
        )
      }
      commit(withinLimits([record, ...records], record), record)
      if (timer !== undefined) {
        clearTimeout(timer)
        timer = undefined
      }
      schedule(0)
      return record
    },
    stop() {
      stopped = true
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
    },
  }
}
