import { useI18n, type ViewProps } from '@appkit/ui'
import { QrCode } from '@appkit/ui/qr-code'
import { type ComponentType, useState, useSyncExternalStore } from 'react'
import { connectingFarcasterMessages as m } from './connectingFarcasterMessages.js'
import { connectingMessages } from './connectingMessages.js'
import type { EmbeddedWalletViewContext } from './EmbeddedWalletViewContext.js'
import { failureText } from './failureText.js'

/**
 * ConnectingFarcaster: the approval link as a QR code to scan with the phone signed in to
 * Farcaster, or to open or copy (the emulator's stand-in page), waiting until it is approved;
 * then the error with Try again. Every text in the visitor's locale.
 */
export function bindConnectingFarcasterView({
  ctx,
  farcaster,
}: EmbeddedWalletViewContext): ComponentType<ViewProps> {
  return function ConnectingFarcasterView() {
    const { t } = useI18n()
    const state = useSyncExternalStore(
      farcaster.store.subscribe,
      farcaster.store.getState,
      farcaster.store.getState,
    )
    const [copied, setCopied] = useState<boolean | undefined>()
    const failed = state.status === 'error'
    const { uri } = state
    async function copy(uri: string) {
      try {
        await navigator.clipboard.writeText(uri)
        setCopied(true)
      } catch {
        setCopied(false)
      }
    }
    return (
      <div className="status" aria-live="polite">
        {failed ? (
          <>
            <h3>{t(connectingMessages.failed)}</h3>
            <p className="error" role="alert">
              {state.error === undefined ? undefined : failureText(state.error, t)}
            </p>
          </>
        ) : uri ? (
          <>
            <h3>{t(m.signIn)}</h3>
            <p>{t(m.scan)}</p>
            <QrCode key={uri} value={uri} label={t(m.qrLabel)} />
            <a className="btn btn-primary" href={uri} target="_blank" rel="noopener noreferrer">
              {t(m.openApprovalPage)}
            </a>
            <button type="button" className="btn" onClick={() => void copy(uri)}>
              {t(m.copyLink)}
            </button>
            <p className="lead" role="status">
              {copied === undefined ? '' : copied ? t(m.linkCopied) : t(m.copyFailed)}
            </p>
            <p className="lead" style={{ overflowWrap: 'anywhere' }}>
              {uri}
            </p>
          </>
        ) : (
          <h3>{t(m.preparing)}</h3>
        )}
        <div className="row">
          <button type="button" className="btn" onClick={() => ctx.router.goBack() || ctx.close()}>
            {t(connectingMessages.cancel)}
          </button>
          {failed ? (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void farcaster.start()}
            >
              {t(connectingMessages.tryAgain)}
            </button>
          ) : null}
        </div>
      </div>
    )
  }
}
