import type { Store } from '@appkit/kernel'
import type { UseToastResult } from '@appkit/ui'
import type { SocialLoginState } from '../login/createSocialLoginController.js'
import { FAILED_TO_INITIATE_SOCIAL_MESSAGE } from '../login/FAILED_TO_INITIATE_SOCIAL_MESSAGE.js'

/** Spec §8 toast while the secure frame redeems the provider's answer. */
export const AUTHENTICATING_TOAST = 'Authenticating...'
/** Spec §8 toast when the login could not start (no popup, or no consent page from the frame). */
export const AUTH_INIT_FAILED_TOAST = 'A problem occurred while trying initialize authentication'

/**
 * While ConnectingSocial is shown: 'Authenticating...' (a loading toast) once the provider has
 * answered and the secure frame logs the user in, dismissed when that ends; 'A problem occurred
 * while trying initialize authentication' when the login could not start. Returns the
 * unsubscribe.
 */
export function toastSocialProgress(
  store: Store<SocialLoginState>,
  toast: Pick<UseToastResult, 'show' | 'dismiss'>,
): () => void {
  return store.subscribe(
    (state) => state.status,
    (status, previous) => {
      if (status === 'connecting') toast.show('loading', AUTHENTICATING_TOAST)
      else if (status === 'error' && store.getState().error === FAILED_TO_INITIATE_SOCIAL_MESSAGE)
        toast.show('error', AUTH_INIT_FAILED_TOAST)
      else if (previous === 'connecting') toast.dismiss()
    },
  )
}
