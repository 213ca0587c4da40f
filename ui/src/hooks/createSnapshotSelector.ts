/**
 * Wraps a selector for `useSyncExternalStore`: the same state gives the same result, and a new
 * result equal (by `equals`) to the previous one is replaced by the previous one, so React
 * sees a stable snapshot and re-renders only on real changes.
 */
export function createSnapshotSelector<S, T>(equals: (a: T, b: T) => boolean) {
  let last: { state: S; selector: (state: S) => T; value: T } | undefined
  return (state: S, selector: (state: S) => T): T => {
    if (last && last.state === state && last.selector === selector) return last.value
    const next = selector(state)
    const value = last && equals(last.value, next) ? last.value : next
    last = { state, selector, value }
    return value
  }
}
