import type { I18n, Store } from '@appkit/kernel'
import type { UseToastResult } from '@appkit/ui'
import type { SocialLoginState } from '../login/createSocialLoginController.js'
import { FAILED_TO_INITIATE_SOCIAL_MESSAGE } from '../login/FAILED_TO_INITIATE_SOCIAL_MESSAGE.js'
import { connectingSocialMessages as m } from './connectingSocialMessages.js'

/**
 * While ConnectingSocial is shown, the spec §8 toasts in the visitor's locale: 'Authenticating...'
 * (a loading toast) once the provider has answered and the secure frame logs the user in,
 * dismissed when that ends; 'A problem occurred while trying initialize authentication' when the
 * login could not start. Returns the unsubscribe.
 */
export function toastSocialProgress(
  store: Store<SocialLoginState>,
  toast: Pick<UseToastResult, 'show' | 'dismiss'>,
  t: I18n['t'],
): () => void {
  return store.subscribe(
    (state) => state.status,
    (status, previous) => {
      if (status === 'connecting') toast.show('loading', t(m.authenticating))
      else if (status === 'error' && store.getState().error === FAILED_TO_INITIATE_SOCIAL_MESSAGE)
        toast.show('error', t(m.authInitFailed))
      else if (previous === 'connecting') toast.dismiss()
    },
  )
}
