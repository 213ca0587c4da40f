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
  /** Shows a catalogue alert; with `once`, an alert already shown in this kit is not shown again. */
  show(code: AlertCode, options?: { detail?: string; once?: boolean }): Alert | undefined
  dismiss(id: number): void
}

/** The kit's alert queue; the UI renders it, devtools and tests read it. */
export function createAlerts(onShown?: (alert: Alert) => void): Alerts {
  const store = createStore<AlertsState>({ alerts: [] })
  const shownOnce = new Set<AlertCode>()
  let nextId = 1

  return {
    store,
    show(code, options = {}) {
      if (options.once && shownOnce.has(code)) return undefined
      shownOnce.add(code)
      const alert: Alert = { ...ALERTS[code], id: nextId++ }
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
