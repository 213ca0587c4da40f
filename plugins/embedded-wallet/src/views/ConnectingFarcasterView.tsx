import type { ViewProps } from '@appkit/ui'
import { type ComponentType, useSyncExternalStore } from 'react'
import type { EmbeddedWalletViewContext } from './EmbeddedWalletViewContext.js'

/**
 * ConnectingFarcaster: the approval link (open it on the device signed in to Farcaster; the
 * emulator's stand-in page), waiting until it is approved; then the error with Try again.
 */
export function bindConnectingFarcasterView({
  kit,
  farcaster,
}: EmbeddedWalletViewContext): ComponentType<ViewProps> {
  return function ConnectingFarcasterView() {
    const state = useSyncExternalStore(farcaster.store.subscribe, farcaster.store.getState)
    const failed = state.status === 'error'
    return (
      <div className="status" aria-live="polite">
        {failed ? (
          <>
            <h3>Connection failed</h3>
            <p className="error" role="alert">
              {state.error}
            </p>
          </>
        ) : state.uri ? (
          <>
            <h3>Sign in with Farcaster</h3>
            <p>Open this link where you use Farcaster and approve the sign-in.</p>
            <a
              className="btn btn-primary"
              href={state.uri}
              target="_blank"
              rel="noopener noreferrer"
            >
              Open the Farcaster approval page
            </a>
            <p className="lead" style={{ overflowWrap: 'anywhere' }}>
              {state.uri}
            </p>
          </>
        ) : (
          <h3>Preparing the Farcaster sign-in…</h3>
        )}
        <div className="row">
          <button type="button" className="btn" onClick={() => kit.router.goBack() || kit.close()}>
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
