import { useI18n } from '@appkit/ui'
import { QrCode } from '@appkit/ui/qr-code'
import type { ReactNode } from 'react'
import type { PairingState } from '../pairing/createPairingStore.js'
import { pairingPanelMessages as m } from './pairingPanelMessages.js'

export interface PairingPanelProps {
  state: PairingState
  /** The QR code's accessible name. */
  qrLabel: string
  /** False on a phone that opens the wallet by deep link instead. */
  showQr: boolean
  onRetry: () => void
  onRefresh: () => void
  /** What goes under the code once there is a URI (copy link, wallet links). */
  children?: ReactNode
}

/**
 * The pairing as the user sees it: a spinner until the URI exists, then the QR code; 'QR code
 * expired' with a button for a new one; 'Connection rejected' (spec §8's message) or
 * 'Connection failed' with Try again.
 */
export function PairingPanel({
  state,
  qrLabel,
  showQr,
  onRetry,
  onRefresh,
  children,
}: PairingPanelProps) {
  const { t } = useI18n()
  if (state.status === 'rejected') {
    return (
      <div className="status">
        <h3>{t(m.rejectedTitle)}</h3>
        <p className="error" role="alert">
          {t(m.rejectedText)}
        </p>
        <button type="button" className="btn btn-primary btn-block" onClick={onRetry}>
          {t(m.tryAgain)}
        </button>
      </div>
    )
  }
  if (state.status === 'error') {
    return (
      <div className="status">
        <h3>{t(m.failedTitle)}</h3>
        <p className="error" role="alert">
          {state.error ?? t(m.somethingWentWrong)}
        </p>
        <button type="button" className="btn btn-primary btn-block" onClick={onRetry}>
          {t(m.tryAgain)}
        </button>
      </div>
    )
  }
  if (state.status === 'expired') {
    return (
      <div className="status" role="status">
        <h3>{t(m.expiredTitle)}</h3>
        <p>{t(m.expiredText)}</p>
        <button type="button" className="btn btn-primary btn-block" onClick={onRefresh}>
          {t(m.newQrCode)}
        </button>
      </div>
    )
  }
  if (state.status !== 'pairing' || state.uri === undefined) {
    return (
      <div className="centered">
        <span className="spinner" role="status">
          <span className="sr-only">{t(m.generating)}</span>
        </span>
      </div>
    )
  }
  return (
    <>
      {showQr ? <QrCode key={state.uri} value={state.uri} label={qrLabel} /> : null}
      {children}
    </>
  )
}
