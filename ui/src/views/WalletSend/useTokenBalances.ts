import { BALANCE_RETRY_BLOCK_MS, type TokenBalance } from '@appkit/kernel'
import { useEffect, useState } from 'react'
import { useUi } from '../../context/useUi.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { tokenBalancesMessages as m } from '../shared/tokenBalancesMessages.js'

export interface TokenBalancesView {
  balances: readonly TokenBalance[]
  /** USD total, 2 decimals. */
  total: string
  /** True while the first fetch for this network and address runs. */
  loading: boolean
}

/**
 * The active account's token balances from the send state, refreshed when a view shows them
 * (the kit caches them 30 s); a failed fetch shows the 'Token Balance Unavailable' toast, and
 * while the view stays it tries again once the 30 s retry block is over.
 */
export function useTokenBalances(): TokenBalancesView {
  const { kit, toasts } = useUi()
  const { balances, total, account } = useStoreSelector(kit.registry.store, (state) => {
    const namespace = state.activeNamespace
    const address = namespace ? state.chains[namespace]?.address : undefined
    return {
      balances: state.send.tokenBalances,
      total: state.send.networkBalanceInUSD ?? '0.00',
      // Refetched when the network or the address changes; nothing to fetch without an address.
      account: address ? `${state.activeCaipNetwork?.caipNetworkId}:${address}` : undefined,
    }
  })
  const [loading, setLoading] = useState(false)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (account === undefined) return
    let current = true
    let retryTimer: ReturnType<typeof setTimeout> | undefined
    setLoading(attempt === 0)
    void kit.balances.refresh().then((result) => {
      if (result.status === 'unavailable') toasts.show('error', kit.i18n.t(m.unavailable))
      if (!current) return
      setLoading(false)
      if (result.status === 'unavailable' || result.status === 'blocked') {
        const lastRetry = kit.registry.store.getState().send.lastRetry ?? Date.now()
        const wait = Math.max(0, lastRetry + BALANCE_RETRY_BLOCK_MS - Date.now())
        retryTimer = setTimeout(() => setAttempt((n) => n + 1), wait + 100)
      }
    })
    return () => {
      current = false
      if (retryTimer !== undefined) clearTimeout(retryTimer)
    }
  }, [kit, toasts, account, attempt])

  return { balances, total, loading }
}
