import type { Store } from '@appkit/kernel'
import type { UseToastResult } from '@appkit/ui'
import type { ActivityState } from '../history/createActivityStore.js'
import { FETCH_TRANSACTIONS_FAILED } from '../policies.js'

/**
 * While the Activity view is shown: each failed fetch is the spec §8 toast 'Failed to fetch
 * transactions' in the provider's toast region (`useToast`), worded by `text` when it shows (the
 * view gives the message in the visitor's locale; English by default). Returns the unsubscribe.
 */
export function toastFetchFailures(
  store: Store<ActivityState>,
  toast: Pick<UseToastResult, 'show'>,
  text: () => string = () => FETCH_TRANSACTIONS_FAILED,
): () => void {
  return store.subscribe(
    (state) => state.error,
    (error) => {
      if (error) toast.show('error', text())
    },
  )
}
