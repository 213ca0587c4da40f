import { defineServiceKey } from '../kit/createServiceRegistry.js'
import type { Store } from '../store/createStore.js'

/** idle: nothing under way; signing: the wallet is asked to sign; error: the last attempt failed. */
export type SignInStatus = 'idle' | 'signing' | 'error'

/** The active account's sign-in on the active network. */
export interface SignInState<Session = unknown> {
  status: SignInStatus
  /** The active account's session on the active network, when it is signed in. */
  session: Session | undefined
  /** What went wrong in the last attempt, until the next one. */
  error: string | undefined
}

/** What a sign-in plugin offers UI code that draws its own sign-in (the headless hooks). */
export interface SignIn<Session = unknown> {
  readonly store: Pick<Store<SignInState<Session>>, 'getState' | 'subscribe'>
  /** Signs the active account in on the active network; rejects when it fails. */
  signIn(): Promise<Session>
  /** Signs the active account out. */
  signOut(): Promise<void>
}

/**
 * The sign-in service of a kit (the siwx plugin provides it). Without a plugin providing it,
 * the kit has no sign-in.
 */
export const SIGN_IN = defineServiceKey<SignIn>('appkit:sign-in')
