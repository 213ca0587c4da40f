import type { MessageDescriptor } from '@appkit/kernel'
import type { UseI18n } from '@appkit/ui'
import {
  INSUFFICIENT_BALANCE,
  NETWORK_NOT_SUPPORTED_FOR_SWAPS,
  SWAP_QUOTE_FAILED,
  SWAP_TOKENS_FAILED,
} from '../policies.js'
import { swapProblemMessages as m } from '../swapProblemMessages.js'

/** The controller's problems (its English texts) and the messages that word them. */
const PROBLEMS: Readonly<Record<string, MessageDescriptor>> = {
  [NETWORK_NOT_SUPPORTED_FOR_SWAPS]: m.networkNotSupported,
  [SWAP_QUOTE_FAILED]: m.quoteFailed,
  [INSUFFICIENT_BALANCE]: m.insufficientBalance,
  [SWAP_TOKENS_FAILED]: m.tokensFailed,
}

/**
 * A problem the swaps controller reports, in the visitor's locale (read when the view renders,
 * so a locale switch or a catalog arriving later words it again); a text it does not know shows
 * as it is.
 */
export function swapProblemText(t: UseI18n['t'], problem: string): string {
  return Object.hasOwn(PROBLEMS, problem) ? t(PROBLEMS[problem]!) : problem
}
