import type { ViewProps } from '@appkit/ui'
import { QrCode } from '@appkit/ui/qr-code'
import { type ComponentType, useState, useSyncExternalStore } from 'react'
import type { EmbeddedWalletViewContext } from './EmbeddedWalletViewContext.js'

/** The QR code's accessible name. */
export const FARCASTER_QR_LABEL = 'QR code to sign in with Farcaster'

/**
 * ConnectingFarcaster: the approval link as a QR code to scan with the phone signed in to
 * Farcaster, or to open or copy (the emulator's stand-in page), waiting until it is approved;
 * then the error with Try again.
 */
export function bindConnectingFarcasterView({
  ctx,
  farcaster,
}: EmbeddedWalletViewContext): ComponentType<ViewProps> {
  return function ConnectingFarcasterView() {
    const state = useSyncExternalStore(
      farcaster.store.subscribe,
      farcaster.store.getState,
      farcaster.store.getState,
    )
    const [copied, setCopied] = useState<string | undefined>()
    const failed = state.status === 'error'
    const { uri } = state
    async function copy(uri: string) {
      try {
        await navigator.clipboard.writeText(uri)
        setCopied('Link copied')
      } catch {
        setCopied('Could not copy the link')
      }
    }
    return (
      <div className="status" aria-live="polite">
        {failed ? (
          <>
            <h3>Connection failed</h3>
            <p className="error" role="alert">
              {state.error}
            </p>
          </>
        ) : uri ? (
          <>
            <h3>Sign in with Farcaster</h3>
            <p>Scan this code with the phone you use Farcaster on, or open the link there.</p>
            <QrCode key={uri} value={uri} label={FARCASTER_QR_LABEL} />
            <a className="btn btn-primary" href={uri} target="_blank" rel="noopener noreferrer">
              Open the Farcaster approval page
            </a>
            <button type="button" className="btn" onClick={() => void copy(uri)}>
              Copy link
            </button>
            <p className="lead" role="status">
              {copied ?? ''}
            </p>
            <p className="lead" style={{ overflowWrap: 'anywhere' }}>
              {uri}
            </p>
          </>
        ) : (
          <h3>Preparing the Farcaster sign-in…</h3>
        )}
        <div className="row">
          <button type="button" className="btn" onClick={() => ctx.router.goBack() || ctx.close()}>
            Cancel
          </button>
          {failed ? (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void farcaster.start()}
            >
              Try again
            </button>
          ) : null}
        </div>
      </div>
    )
  }
}
