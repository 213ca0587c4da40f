import type { TestWalletListener } from './types.js'

export interface EventEmitter {
  on(event: string, listener: TestWalletListener): void
  once(event: string, listener: TestWalletListener): void
  removeListener(event: string, listener: TestWalletListener): void
  removeAllListeners(): void
  emit(event: string, payload: unknown): void
}

/**
 * A minimal Node-style emitter for EIP-1193 events. A listener that throws does not stop the
 * others; its error is reported asynchronously so it still shows up in the console.
 */
export function createEventEmitter(): EventEmitter {
  const listeners = new Map<string, TestWalletListener[]>()

  const removeListener = (event: string, listener: TestWalletListener) => {
    const list = listeners.get(event)
    if (!list) return
    const index = list.indexOf(listener)
    if (index >= 0) list.splice(index, 1)
  }

  return {
    on(event, listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener])
    },
    once(event, listener) {
      const wrapper: TestWalletListener = (payload) => {
        removeListener(event, wrapper)
        listener(payload)
      }
      listeners.set(event, [...(listeners.get(event) ?? []), wrapper])
    },
    removeListener,
    removeAllListeners() {
      listeners.clear()
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(payload)
        } catch (error) {
          queueMicrotask(() => {
            throw error
          })
        }
      }
    },
  }
}
