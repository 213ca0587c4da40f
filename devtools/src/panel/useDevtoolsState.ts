import { useSyncExternalStore } from 'react'
import type { DevtoolsCapture, DevtoolsState } from '../capture/createDevtoolsCapture.js'

/** The capture's state, re-rendering when it changes (at most once per microtask). */
export function useDevtoolsState(capture: DevtoolsCapture): DevtoolsState {
  return useSyncExternalStore(capture.subscribe, capture.getState, capture.getState)
}
