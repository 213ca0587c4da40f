import { AppKitError } from '../errors/AppKitError.js'
import { createStore, type Store } from '../store/createStore.js'
import { ALERTS, type AlertCode, type AlertMessage } from './ALERTS.js'

export interface Alert extends AlertMessage {
  id: number
  /** Extra detail, e.g. the feature names a notice is about. */
  detail?: string
}

export interface AlertsState {
  alerts: readonly Alert[]
}

export interface Alerts {
  store: Store<AlertsState>
  /**
   * Shows a registered alert; with `once`, an alert already shown in this kit is not shown
   * again. An unregistered code throws an AppKitError (CONFIGURATION_ERROR) naming it.
   */
  show(
    code: AlertCode | (string & {}),
    options?: { detail?: string; once?: boolean },
  ): Alert | undefined
  /** Registers alert messages (the latest registration of a code wins); returns the undo. */
  register(...messages: readonly AlertMessage[]): () => void
  dismiss(id: number): void
}

/**
 * The kit's alert queue; the UI renders it, devtools and tests read it. The kernel registers
 * the alerts its own code shows; plugins register theirs.
 */
export function createAlerts(onShown?: (alert: Alert) => void): Alerts {
  const store = createStore<AlertsState>({ alerts: [] })
  const registered: AlertMessage[] = []
  const shownOnce = new Set<string>()
  let nextId = 1

  function register(...messages: readonly AlertMessage[]) {
    registered.push(...messages)
    let undone = false
    return () => {
      if (undone) return
      undone = true
      for (const message of messages) {
        const index = registered.lastIndexOf(message)
        if (index !== -1) registered.splice(index, 1)
      }
    }
  }

  function messageOf(code: string): AlertMessage {
    const message = registered.findLast((candidate) => candidate.code === code)
    if (message) return message
    throw new AppKitError(`Unknown alert: ${code}`, {
      category: 'CONFIGURATION_ERROR',
      code,
      metaMessages: [
        'Register it first: list it in its plugin `alerts`, or call ctx.register.alerts.',
      ],
    })
  }

  register(...Object.values(ALERTS))

  return {
    store,
    register,
    show(code, options = {}) {
      const message = messageOf(code)
      if (options.once && shownOnce.has(code)) return undefined
      shownOnce.add(code)
      const alert: Alert = { ...message, id: nextId++ }
      if (options.detail !== undefined) alert.detail = options.detail
      store.setState((s) => ({ alerts: [...s.alerts, alert] }))
      onShown?.(alert)
      return alert
    },
    dismiss(id) {
      store.setState((s) => ({ alerts: s.alerts.filter((a) => a.id !== id) }))
    },
  }
}
