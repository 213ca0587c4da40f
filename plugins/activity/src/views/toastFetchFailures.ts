import type { Store } from '@appkit/kernel'
import type { UseToastResult } from '@appkit/ui'
import type { ActivityState } from '../history/createActivityStore.js'
import { FETCH_TRANSACTIONS_FAILED } from '../policies.js'

/**
 * While the Activity view is shown: each failed fetch is the spec §8 toast 'Failed to fetch
 * transactions' in the provider's toast region (`useToast`). Returns the unsubscribe.
 */
export function toastFetchFailures(
  store: Store<ActivityState>,
  toast: Pick<UseToastResult, 'show'>,
): () => void {
  return store.subscribe(
    (state) => state.error,
    (error) => {
      if (error) toast.show('error', FETCH_TRANSACTIONS_FAILED)
    },
  )
}
