import type { AppKit } from '@appkit/kernel'
import { createEventLog, type EventLog } from '../events/createEventLog.js'
import { createToastStore, type ToastStore } from '../toasts/createToastStore.js'
import { createImageCache, type ImageCache } from '../utils/createImageCache.js'

export interface UiState {
  toasts: ToastStore
  events: EventLog
  images: ImageCache
}

/** The per-provider state: toasts, the event log and image preloads (never module-level). */
export function createUiState(kit: AppKit): UiState {
  return {
    toasts: createToastStore(),
    events: createEventLog(kit),
    images: createImageCache(),
  }
}
