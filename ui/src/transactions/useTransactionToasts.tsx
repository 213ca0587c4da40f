import type { AppKit, TrackedTransaction } from '@appkit/kernel'
import { type ComponentType, useEffect, useState } from 'react'

type Toasts = ComponentType<{ kit: AppKit; first: TrackedTransaction }>

/**
 * The provider's transaction toasts: nothing in the page's first load but a tap; the toasts'
 * code loads on the first transaction the kit follows.
 */
export function useTransactionToasts(kit: AppKit) {
  const [toasts, setToasts] = useState<{ Toasts: Toasts; first: TrackedTransaction }>()
  useEffect(() => {
    let mounted = true
    const untap = kit.hooks.transactionChanged.tap(
      'appkit:ui-transaction-toasts-loader',
      (first) => {
        untap()
        void import('./TransactionToasts.js').then(
          ({ TransactionToasts }) => mounted && setToasts({ Toasts: TransactionToasts, first }),
          () => undefined,
        )
      },
    )
    return () => {
      mounted = false
      untap()
    }
  }, [kit])
  return toasts ? <toasts.Toasts kit={kit} first={toasts.first} /> : null
}
