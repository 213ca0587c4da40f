import type { Store } from '@appkit/kernel'
import { useCallback, useState, useSyncExternalStore } from 'react'
import { shallowEqual } from '../utils/shallowEqual.js'
import { createSnapshotSelector } from './createSnapshotSelector.js'

/**
 * Reads a slice of a kernel store and re-renders when it changes (shallowly, by default).
 * The server snapshot is the store's own state, so rendering on the server is safe.
 */
export function useStoreSelector<S extends object, T>(
  store: Pick<Store<S>, 'getState' | 'subscribe'>,
  selector: (state: S) => T,
  equals: (a: T, b: T) => boolean = shallowEqual,
): T {
  const [select] = useState(() => createSnapshotSelector<S, T>(equals))
  const subscribe = useCallback(
    (onChange: () => void) => store.subscribe(() => onChange()),
    [store],
  )
  const getSnapshot = () => select(store.getState(), selector)
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}
