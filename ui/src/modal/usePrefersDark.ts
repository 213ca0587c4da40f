import { useCallback, useSyncExternalStore } from 'react'

const QUERY = '(prefers-color-scheme: dark)'

/** Whether the system prefers dark colours; false on the server and without matchMedia. */
export function usePrefersDark(enabled: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!enabled || typeof window === 'undefined' || !window.matchMedia) return () => {}
      const query = window.matchMedia(QUERY)
      query.addEventListener('change', onChange)
      return () => query.removeEventListener('change', onChange)
    },
    [enabled],
  )
  const getSnapshot = () =>
    enabled && typeof window !== 'undefined' && Boolean(window.matchMedia?.(QUERY).matches)
  return useSyncExternalStore(subscribe, getSnapshot, () => false)
}
