import { AppKitError, createStore } from '@appkit/kernel'
import { useAppKit } from '@appkit/ui'
import { useMemo, useState, useSyncExternalStore } from 'react'
import { SIWX_SERVICE, type SiwxState } from '../flow/SiwxController.js'
import type { SiwxSession } from '../message/SiwxMessageData.js'
import { SIWX_ERRORS } from '../SIWX_TEXTS.js'

export interface UseSignInResult extends SiwxState {
  /** The siwx plugin is installed in the provider's kit. */
  isEnabled: boolean
  isRequired: boolean
  /** The active account has a session on the active network. */
  isSignedIn: boolean
  /**
   * Signs the active account in (rejects with 'SIWX is not enabled', 'No ActiveCaipAddress
   * found', 'No ActiveCaipNetwork or client found' or 'Error signing message').
   */
  signIn(): Promise<SiwxSession>
  /** Declines to sign: with sign-in required, switches back to a signed network or disconnects. */
  cancel(): Promise<void>
  signOut(): Promise<void>
}

const IDLE: SiwxState = { status: 'idle', session: undefined, error: undefined }

function notEnabled(): Promise<never> {
  return Promise.reject(
    new AppKitError(SIWX_ERRORS.notEnabled, { category: 'CONFIGURATION_ERROR' }),
  )
}

/**
 * Sign-in with the wallet, from inside `<AppKitProvider>`: the active account's session, the
 * flow's status and error, and the actions. Works without the plugin: everything is off and
 * `signIn` rejects with 'SIWX is not enabled'.
 *
 * @example
 * const { isSignedIn, signIn } = useSignIn()
 * <button onClick={() => signIn()}>Sign in</button>
 */
export function useSignIn(): UseSignInResult {
  const { kit } = useAppKit()
  const controller = kit.services.get(SIWX_SERVICE)
  const [idle] = useState(() => createStore<SiwxState>(IDLE))
  const store = controller?.store ?? idle
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState)
  return useMemo(
    () => ({
      ...state,
      isEnabled: controller !== undefined,
      isRequired: controller?.required ?? false,
      isSignedIn: state.session !== undefined,
      signIn: () => (controller ? controller.signIn() : notEnabled()),
      cancel: () => (controller ? controller.cancel() : notEnabled()),
      signOut: () => (controller ? controller.signOut() : notEnabled()),
    }),
    [state, controller],
  )
}
