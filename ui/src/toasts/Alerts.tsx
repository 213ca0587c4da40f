import type { Alert, AlertVariant } from '@appkit/kernel'
import type { ComponentType } from 'react'
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../components/icons.js'
import { useUi } from '../context/useUi.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useI18n } from '../i18n/useI18n.js'
import { toastsMessages as m } from './toastsMessages.js'

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
  const { t } = useI18n()
  return (
    <div className="alert" data-variant={alert.variant} role={alertRole(alert.variant)}>
      <Icon />
      <div className="alert-text">
        <strong>{t({ id: `alerts.${alert.code}.short`, message: alert.shortMessage })}</strong>
        <p>{t({ id: `alerts.${alert.code}.long`, message: alert.longMessage })}</p>
        {/* The detail is technical (feature names, a wallet's words): shown as it is. */}
        {alert.detail ? <p>{alert.detail}</p> : null}
      </div>
      <button type="button" className="icon-btn" aria-label={t(m.dismiss)} onClick={onDismiss}>
        <CloseIcon />
      </button>
    </div>
  )
}

/**
 * The kit's alerts (spec §8), as plain text: short message in bold, then the long one, each in
 * the visitor's locale (ids `alerts.<CODE>.short` and `.long`), else the alert's English.
 */
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
