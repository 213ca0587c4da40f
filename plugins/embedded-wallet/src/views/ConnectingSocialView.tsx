import { useI18n, useToast, type ViewProps } from '@appkit/ui'
import { SOCIAL_PROVIDER_NAMES } from '@appkit/ui/social-login'
import { type ComponentType, useEffect, useSyncExternalStore } from 'react'
import { connectingMessages } from './connectingMessages.js'
import { connectingSocialMessages as m } from './connectingSocialMessages.js'
import type { EmbeddedWalletViewContext } from './EmbeddedWalletViewContext.js'
import { failureText } from './failureText.js'
import { toastSocialProgress } from './toastSocialProgress.js'

/**
 * ConnectingSocial: 'Continue in the popup' while the provider's popup is open, then the error
 * ('Popup closed', 'Failed to initiate social connection') with Try again; the spec §8 toasts
 * 'Authenticating...' and 'A problem occurred while trying initialize authentication'. Every
 * text in the visitor's locale; the provider's name as it is.
 */
export function bindConnectingSocialView({
  ctx,
  social,
}: EmbeddedWalletViewContext): ComponentType<ViewProps> {
  return function ConnectingSocialView() {
    const { t } = useI18n()
    const state = useSyncExternalStore(
      social.store.subscribe,
      social.store.getState,
      social.store.getState,
    )
    const toast = useToast()
    useEffect(() => toastSocialProgress(social.store, toast, t), [toast, t])
    const name = state.provider ? SOCIAL_PROVIDER_NAMES[state.provider] : undefined
    const failed = state.status === 'error'
    return (
      <div className="status" aria-live="polite">
        {failed ? (
          <>
            <h3>{t(connectingMessages.failed)}</h3>
            <p className="error" role="alert">
              {state.error === undefined ? undefined : failureText(state.error, t)}
            </p>
          </>
        ) : state.status === 'connecting' ? (
          <h3>{name ? t(m.loggingIn, { name }) : t(m.loggingInAccount)}</h3>
        ) : (
          <>
            <h3>{name ? t(m.continueWith, { name }) : t(m.continueWithAccount)}</h3>
            <p>{name ? t(m.logInInPopup, { name }) : t(m.logInAccountInPopup)}</p>
          </>
        )}
        <div className="row">
          <button type="button" className="btn" onClick={() => ctx.router.goBack() || ctx.close()}>
            {t(connectingMessages.cancel)}
          </button>
          {failed && state.provider ? (
            <button
              type="button"
              className="btn btn-primary"
              // Inside the click: the popup opens without being blocked.
              onClick={() => state.provider && void social.start(state.provider)}
            >
              {t(connectingMessages.tryAgain)}
            </button>
          ) : null}
        </div>
      </div>
    )
  }
}
