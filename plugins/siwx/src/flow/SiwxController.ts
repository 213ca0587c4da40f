import { defineServiceKey, type Store } from '@appkit/kernel'
import type { SiwxSession } from '../message/SiwxMessageData.js'

export type SiwxStatus = 'idle' | 'signing' | 'error'

/** The sign-in state of the active account on the active network. */
export interface SiwxState {
  status: SiwxStatus
  /** The active account's session on the active network, when it is signed in. */
  session: SiwxSession | undefined
  /** 'Error signing message' after a failed attempt, until the next one. */
  error: string | undefined
}

/** What the siwx plugin offers the app and its view for one kit (`kit.services.get(SIWX_SERVICE)`). */
export interface SiwxController {
  readonly store: Store<SiwxState>
  /** Sign-in is required: cancelling switches back to a signed network, or disconnects. */
  readonly required: boolean
  /**
   * Signs the active account in on the active network: a fresh message, the wallet's signature,
   * the session verified and stored; then the modal closes. A failure rejects with 'Error signing
   * message' and shows the sign-in view again.
   */
  signIn(): Promise<SiwxSession>
  /** The user declines to sign (spec §4 'If required and cancelled …'). */
  cancel(): Promise<void>
  /** Signs the active account out of every network of its family. */
  signOut(): Promise<void>
  /** Checks again whether the active account must sign in, and opens the sign-in view if so. */
  refresh(): Promise<void>
}

/** The key the plugin registers its controller under (`context.register.service`). */
export const SIWX_SERVICE = defineServiceKey<SiwxController>('appkit:siwx')
