import type { ViewName } from '../types/ViewName.js'

export interface CanCloseModalInput {
  /** The view currently shown. */
  view: ViewName
  /** Sign-in (SIWX) is configured as required. */
  isSignInRequired: boolean
  /** At least one sign-in session exists. */
  hasSessions: boolean
}

/** The sign view and the approve view (spec §2). */
export const SIGN_IN_GUARDED_VIEWS: readonly ViewName[] = ['SIWXSignMessage', 'ApproveTransaction']

/**
 * Whether the modal may close now (spec §2): 'Closing is disabled on the sign or approve view
 * while sign-in is required and no sessions exist.'
 */
export function canCloseModal(input: CanCloseModalInput): boolean {
  const guarded = SIGN_IN_GUARDED_VIEWS.includes(input.view)
  return !(guarded && input.isSignInRequired && !input.hasSessions)
}
