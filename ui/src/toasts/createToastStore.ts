import { createStore, type Store } from '@appkit/kernel'
import { defaultTimers, type Timers } from '../utils/debounce.js'
import { TOAST_DURATION_MS, TOAST_SWAP_DELAY_MS } from './TOAST_TIMINGS.js'

export type ToastVariant = 'success' | 'error' | 'info' | 'loading'

export interface Toast {
  id: number
  variant: ToastVariant
  message: string
}

export interface ToastState {
  /** The toast on screen; one at a time. */
  toast: Toast | undefined
}

export interface ToastStore {
  store: Store<ToastState>
  /** Shows a toast; one already on screen leaves first and the new one follows 150 ms later. */
  show(variant: ToastVariant, message: string): void
  dismiss(): void
  /** Cancels pending timers (the provider unmounted). */
  dispose(): void
}

export interface ToastStoreOptions {
  swapDelayMs?: number
  durationMs?: number
  timers?: Timers
}

/** One provider's toasts: no module-level state, so two kits on a page never share toasts. */
export function createToastStore(options: ToastStoreOptions = {}): ToastStore {
  const {
    swapDelayMs = TOAST_SWAP_DELAY_MS,
    durationMs = TOAST_DURATION_MS,
    timers = defaultTimers,
  } = options
  const store = createStore<ToastState>({ toast: undefined })
  let nextId = 1
  let swapTimer: { handle: unknown } | undefined
  let hideTimer: { handle: unknown } | undefined

  function clear(timer: { handle: unknown } | undefined) {
    if (timer) timers.clearTimeout(timer.handle)
  }

  function present(toast: Toast) {
    store.setState({ toast })
    clear(hideTimer)
    hideTimer = { handle: timers.setTimeout(() => dismiss(), durationMs) }
  }

  function dismiss() {
    clear(hideTimer)
    hideTimer = undefined
    if (store.getState().toast) store.setState({ toast: undefined })
  }

  return {
    store,
    show(variant, message) {
      const toast: Toast = { id: nextId++, variant, message }
      clear(swapTimer)
      swapTimer = undefined
      if (!store.getState().toast) {
        present(toast)
        return
      }
      dismiss()
      swapTimer = {
        handle: timers.setTimeout(() => {
          swapTimer = undefined
          present(toast)
        }, swapDelayMs),
      }
    },
    dismiss() {
      clear(swapTimer)
      swapTimer = undefined
      dismiss()
    },
    dispose() {
      clear(swapTimer)
      clear(hideTimer)
      swapTimer = undefined
      hideTimer = undefined
    },
  }
}
