import { useToast, type ViewProps } from '@appkit/ui'
import { SOCIAL_PROVIDER_NAMES } from '@appkit/ui/social-login'
import { type ComponentType, useEffect, useSyncExternalStore } from 'react'
import type { EmbeddedWalletViewContext } from './EmbeddedWalletViewContext.js'
import { toastSocialProgress } from './toastSocialProgress.js'

/**
 * ConnectingSocial: 'Continue in the popup' while the provider's popup is open, then the error
 * ('Popup closed', 'Failed to initiate social connection') with Try again; the spec §8 toasts
 * 'Authenticating...' and 'A problem occurred while trying initialize authentication'.
 */
export function bindConnectingSocialView({
  ctx,
  social,
}: EmbeddedWalletViewContext): ComponentType<ViewProps> {
  return function ConnectingSocialView() {
    const state = useSyncExternalStore(social.store.subscribe, social.store.getState)
    const toast = useToast()
    useEffect(() => toastSocialProgress(social.store, toast), [toast])
    const name = state.provider ? SOCIAL_PROVIDER_NAMES[state.provider] : 'your account'
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
        ) : state.status === 'connecting' ? (
          <h3>Logging in with {name}…</h3>
        ) : (
          <>
            <h3>Continue with {name}</h3>
            <p>Log in to {name} in the popup window.</p>
          </>
        )}
        <div className="row">
          <button type="button" className="btn" onClick={() => ctx.router.goBack() || ctx.close()}>
            Cancel
          </button>
          {failed && state.provider ? (
            <button
              type="button"
              className="btn btn-primary"
              // Inside the click: the popup opens without being blocked.
              onClick={() => state.provider && void social.start(state.provider)}
            >
              Try again
            </button>
          ) : null}
        </div>
      </div>
    )
  }
}
