import type { AppKit } from '@appkit/kernel'
import { createEventLog, type EventLog } from '../events/createEventLog.js'
import { createViewCache, type ViewCache } from '../modal/createViewCache.js'
import { createToastStore, type ToastStore } from '../toasts/createToastStore.js'
import { createImageCache, type ImageCache } from '../utils/createImageCache.js'

export interface UiState {
  toasts: ToastStore
  events: EventLog
  images: ImageCache
  /** The kit's views as components, loaded once: the provider starts the opening view's load. */
  views: ViewCache
}

/** The per-provider state: toasts, the event log, image preloads and loaded views (never module-level). */
export function createUiState(kit: AppKit): UiState {
  return {
    toasts: createToastStore(),
    events: createEventLog(kit),
    images: createImageCache(),
    views: createViewCache(kit.router),
  }
}
