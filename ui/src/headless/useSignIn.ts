import {
  type AppKit,
  AppKitError,
  createStore,
  SIGN_IN,
  type SignInState,
  type SignInStatus,
} from '@appkit/kernel'
import { useMemo, useState, useSyncExternalStore } from 'react'
import { useUi } from '../context/useUi.js'

export interface UseSignInResult {
  /** A sign-in plugin (siwx) is installed in the provider's kit. */
  available: boolean
  /** idle, signing (the wallet is asked to sign), or error (the last attempt failed). */
  status: SignInStatus
  /** The active account's session on the active network, when it is signed in. */
  session: unknown
  /**
   * Why signing in fails: without the siwx plugin, 'Sign-in is not set up' (at once); else the
   * last attempt's failure ('Error signing message'), until the next attempt.
   */
  error: AppKitError | undefined
  /** Signs the active account in; settles with the session, or undefined when it failed (see `error`). */
  signIn(): Promise<unknown>
  /** Signs the active account out. */
  signOut(): Promise<void>
}

const IDLE: SignInState = { status: 'idle', session: undefined, error: undefined }

/** The error of a kit without a sign-in plugin. */
function signInMissing(): AppKitError {
  return new AppKitError('Sign-in is not set up', {
    category: 'CONFIGURATION_ERROR',
    code: 'SIGN_IN_MISSING',
    details: 'Add the siwx() plugin (@appkit/siwx) to the kit to sign in with the wallet',
  })
}

function failure(message: string): AppKitError {
  return new AppKitError(message, { category: 'PROVIDER_ERROR' })
}

function serviceOf(kit: Pick<AppKit, 'services'>) {
  return kit.services.get(SIGN_IN)
}

/**
 * Sign-in with the wallet (SIWX) with no modal, over the siwx plugin's service (the kernel's
 * SIGN_IN, the controller its sign-in view drives): the active account's session, the flow's
 * status and error, and the actions. Without the plugin, `available` is false and `error` says so.
 *
 * @example
 * const { session, signIn, status } = useSignIn()
 * <button disabled={status === 'signing'} onClick={() => signIn()}>Sign in</button>
 */
export function useSignIn(): UseSignInResult {
  const { kit } = useUi()
  const service = serviceOf(kit)
  const [idle] = useState(() => createStore<SignInState>(IDLE))
  const store = service?.store ?? idle
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState)
  const missing = useMemo(() => (service ? undefined : signInMissing()), [service])
  const error = useMemo(
    () => missing ?? (state.status === 'error' && state.error ? failure(state.error) : undefined),
    [missing, state.status, state.error],
  )
  return useMemo(
    () => ({
      available: service !== undefined,
      status: state.status,
      session: state.session,
      error,
      signIn: () =>
        service ? service.signIn().catch(() => undefined) : Promise.resolve(undefined),
      signOut: () => (service ? service.signOut() : Promise.resolve()),
    }),
    [service, state.status, state.session, error],
  )
}
