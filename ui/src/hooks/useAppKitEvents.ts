import { useUi } from '../context/useUi.js'
import type { AppKitEvent } from '../events/createEventLog.js'
import { useStoreSelector } from './useStoreSelector.js'

/** The last kernel notification (connected, chainChanged, viewChanged, ...), if any yet. */
export function useAppKitEvents(): AppKitEvent | undefined {
  const { events } = useUi()
  return useStoreSelector(events.store, (state) => state.last, Object.is)
}
