import { type AppKit, isAnyConnected } from '@appkit/kernel'
import { useLayoutEffect } from 'react'
import { useStoreSelector } from '../hooks/useStoreSelector.js'

/**
 * Embedded mode at rest (no flow on screen: the only view is Connect or Account) follows spec
 * §2's close rule as the connection changes: 'in embedded mode it shows Account when connected,
 * else Connect' (a returning visitor reconnected on load sees Account at once).
 */
export function useEmbeddedRestingView(kit: Pick<AppKit, 'registry' | 'router' | 'close'>): void {
  const connected = useStoreSelector(kit.registry.store, isAnyConnected, Object.is)
  useLayoutEffect(() => {
    const { view, history } = kit.router.store.getState()
    const atRest = history.length === 1 && (view === 'Connect' || view === 'Account')
    if (atRest && view !== (connected ? 'Account' : 'Connect')) kit.close()
  }, [connected, kit])
}
