import { useSyncExternalStore } from 'react'
import type { PairingState, PairingStore } from '../pairing/createPairingStore.js'

/** The pairing state, re-rendering on change. */
export function usePairingState(
  pairing: Pick<PairingStore, 'getState' | 'subscribe'>,
): PairingState {
  return useSyncExternalStore(
    (onChange) => pairing.subscribe(() => onChange()),
    pairing.getState,
    pairing.getState,
  )
}
