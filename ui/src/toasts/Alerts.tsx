import type { Alert, AlertVariant } from '@appkit/kernel'
import type { ComponentType } from 'react'
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../components/icons.js'
import { useUi } from '../context/useUi.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'

const ICONS: Record<AlertVariant, ComponentType> = {
  error: ErrorIcon,
  warning: WarningIcon,
  info: InfoIcon,
  success: SuccessIcon,
}

/** Errors interrupt (role alert); other alerts are polite (role status). */
export function alertRole(variant: AlertVariant): 'alert' | 'status' {
  return variant === 'error' ? 'alert' : 'status'
}

function AlertItem({ alert, onDismiss }: { alert: Alert; onDismiss: () => void }) {
  const Icon = ICONS[alert.variant]
  return (
    <div className="alert" data-variant={alert.variant} role={alertRole(alert.variant)}>
      <Icon />
      <div className="alert-text">
        <strong>{alert.shortMessage}</strong>
        <p>{alert.longMessage}</p>
        {alert.detail ? <p>{alert.detail}</p> : null}
      </div>
      <button type="button" className="icon-btn" aria-label="Dismiss" onClick={onDismiss}>
        <CloseIcon />
      </button>
    </div>
  )
}

/** The kit's alerts (spec §8), as plain text: short message in bold, then the long one. */
export function Alerts() {
  const { kit } = useUi()
  const alerts = useStoreSelector(kit.alerts.store, (state) => state.alerts)
  if (alerts.length === 0) return null
  return (
    <div className="alerts">
      {alerts.map((alert) => (
        <AlertItem key={alert.id} alert={alert} onDismiss={() => kit.alerts.dismiss(alert.id)} />
      ))}
    </div>
  )
}
