import type { UseConnectResult } from '@appkit/ui'
import { QrCode } from '@appkit/ui/qr-code'

type Pairing = NonNullable<UseConnectResult['pairing']>

/** A WalletConnect pairing drawn by the app: its own QR code, the wallet's links, the expiry. */
export function PairingPanel({ pairing, onCancel }: { pairing: Pairing; onCancel(): void }) {
  const name = pairing.wallet?.name ?? 'your wallet'
  return (
    <div className="pairing" data-testid="pairing">
      <h3>Scan with {name}</h3>
      {pairing.deepLink ? (
        <a className="button" href={pairing.deepLink}>
          Open {name}
        </a>
      ) : pairing.uri ? (
        <div className="pairing__qr">
          <QrCode value={pairing.uri} label={`QR code to connect ${name}`} />
        </div>
      ) : (
        <p role="status">{pairing.expired ? 'The QR code expired…' : 'Preparing the QR code…'}</p>
      )}
      {pairing.uri ? (
        <p className="pairing__uri" data-testid="pairing-uri">
          {pairing.uri}
        </p>
      ) : null}
      {pairing.expiresAt ? (
        <p>Valid until {new Date(pairing.expiresAt).toLocaleTimeString()}</p>
      ) : null}
      {pairing.links.web ? (
        <a href={pairing.links.web} target="_blank" rel="noopener noreferrer">
          Open the {name} web app
        </a>
      ) : null}
      <div className="pairing__actions">
        <button type="button" onClick={pairing.renew}>
          New QR code
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  )
}
