import { getNamespaceState } from '@appkit/kernel'
import { useI18n, useToast, type ViewProps } from '@appkit/ui'
import { type ComponentType, useEffect } from 'react'
import { activityMessages } from '../activityMessages.js'
import { isActivitySupported } from '../history/isActivitySupported.js'
import { PENDING_TRANSACTIONS_LIMIT } from '../policies.js'
import type { ActivityViewContext } from './ActivityViewContext.js'
import { activityRows } from './activityRows.js'
import { activityViewMessages as m } from './activityViewMessages.js'
import { TransactionList } from './TransactionList.js'
import { toastFetchFailures } from './toastFetchFailures.js'
import { useStoreState } from './useStoreState.js'

/**
 * Activity: the connected account's transactions on the active chain, newest first under
 * month headings, fetched page by page as the list scrolls (spec §3, §4, §5). Opening it
 * fetches the first page again, so sends made meanwhile appear.
 */
export function bindActivityView({
  ctx,
  history,
  timeZone,
}: ActivityViewContext): ComponentType<ViewProps> {
  return function ActivityView() {
    const registry = useStoreState(ctx.registry.store)
    const state = useStoreState(history.store)
    const chain = getNamespaceState(registry)
    const address = chain?.status === 'connected' ? chain.address : undefined
    const chainId = registry.activeCaipNetwork?.caipNetworkId
    const supported = isActivitySupported(registry)
    const toast = useToast()
    const { t, formatDate } = useI18n()

    useEffect(
      () => toastFetchFailures(history.store, toast, () => t(activityMessages.fetchFailed)),
      [toast, t],
    )

    useEffect(() => {
      if (address && chainId && supported) void history.load(address, chainId, { refresh: true })
    }, [address, chainId, supported])

    if (!supported) {
      return (
        <div className="centered" role="status">
          <p>{t(m.evmOnly)}</p>
        </div>
      )
    }
    if (!address) {
      return (
        <div className="centered" role="status">
          <p>{t(m.noWallet)}</p>
        </div>
      )
    }
    const forThisAccount = state.address === address && state.chainId === chainId
    if (!forThisAccount || (state.loading && state.transactions.length === 0)) {
      return (
        <div className="centered">
          <span className="spinner" role="status">
            <span className="sr-only">{t(m.loading)}</span>
          </span>
        </div>
      )
    }
    if (state.empty) {
      return state.error ? (
        <div className="centered">
          <p>{t(m.loadFailed)}</p>
          <button
            type="button"
            className="btn"
            onClick={() => void history.load(address, chainId!, { refresh: true })}
          >
            {t(m.tryAgain)}
          </button>
        </div>
      ) : (
        <div className="centered" role="status">
          <p>{t(m.empty)}</p>
          <p>{t(m.emptyHint)}</p>
        </div>
      )
    }
    return (
      <>
        {state.pending > 0 ? (
          <p className="section-title" role="status">
            {state.pending > PENDING_TRANSACTIONS_LIMIT
              ? t(m.pendingOverLimit, { limit: PENDING_TRANSACTIONS_LIMIT })
              : t(m.pending, { count: state.pending })}
          </p>
        ) : null}
        <TransactionList
          rows={activityRows(state.groups, formatDate)}
          hasMore={state.next !== undefined}
          loading={state.loading}
          onLoadMore={() => void history.loadMore()}
          timeZone={timeZone}
        />
      </>
    )
  }
}
