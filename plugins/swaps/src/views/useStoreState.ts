import type { ReadonlyStore } from '@appkit/kernel'
import { useSyncExternalStore } from 'react'

/** A kernel store's whole state, re-rendering on every change (server-safe). */
export function useStoreState<S>(store: ReadonlyStore<S>): S {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState)
}
