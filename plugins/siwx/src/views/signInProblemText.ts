import type { MessageDescriptor } from '@appkit/kernel'
import type { UseI18n } from '@appkit/ui'
import { SIWX_ERRORS } from '../SIWX_TEXTS.js'
import { siwxErrorMessages as m } from '../siwxErrorMessages.js'

/** The controller's spec §8 texts and the messages that word them. */
const PROBLEMS: Readonly<Record<string, MessageDescriptor>> = {
  [SIWX_ERRORS.noActiveCaipAddress]: m.noActiveCaipAddress,
  [SIWX_ERRORS.noActiveCaipNetworkOrClient]: m.noActiveCaipNetworkOrClient,
  [SIWX_ERRORS.noConnectionClient]: m.noConnectionClient,
  [SIWX_ERRORS.signingFailed]: m.signingFailed,
}

/**
 * A sign-in failure the controller reports (in English), in the visitor's locale; a text it does
 * not know shows as it is.
 */
export function signInProblemText(t: UseI18n['t'], problem: string): string {
  return Object.hasOwn(PROBLEMS, problem) ? t(PROBLEMS[problem]!) : problem
}
