import { QrCode } from '@appkit/ui/qr-code'
import type { ReactNode } from 'react'
import type { PairingState } from '../pairing/createPairingStore.js'

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
  if (state.status === 'rejected') {
    return (
      <div className="status">
        <h3>Connection rejected</h3>
        <p className="error" role="alert">
          The wallet rejected the connection request.
        </p>
        <button type="button" className="btn btn-primary btn-block" onClick={onRetry}>
          Try again
        </button>
      </div>
    )
  }
  if (state.status === 'error') {
    return (
      <div className="status">
        <h3>Connection failed</h3>
        <p className="error" role="alert">
          {state.error ?? 'Something went wrong'}
        </p>
        <button type="button" className="btn btn-primary btn-block" onClick={onRetry}>
          Try again
        </button>
      </div>
    )
  }
  if (state.status === 'expired') {
    return (
      <div className="status" role="status">
        <h3>QR code expired</h3>
        <p>For your security, connection codes last 4 minutes.</p>
        <button type="button" className="btn btn-primary btn-block" onClick={onRefresh}>
          Get a new QR code
        </button>
      </div>
    )
  }
  if (state.status !== 'pairing' || state.uri === undefined) {
    return (
      <div className="centered">
        <span className="spinner" role="status">
          <span className="sr-only">Generating QR code</span>
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
