import { SEND_MESSAGES, type SendFormProblem } from '@appkit/kernel'
import type { UseI18n } from '../../i18n/useI18n.js'
import { walletSendMessages as m } from './walletSendMessages.js'

/**
 * Why the send form cannot be sent yet, in the visitor's locale: the kernel's `validateSendForm`
 * says it in English (its SEND_MESSAGES), which is matched back to this package's messages. A
 * text it does not know is shown as it is.
 */
export function sendProblemText(
  problem: Pick<SendFormProblem, 'message'>,
  decimals: number | undefined,
  t: UseI18n['t'],
): string {
  switch (problem.message) {
    case SEND_MESSAGES.unsupportedChain:
      return t(m.unsupportedChain)
    case SEND_MESSAGES.amountAndReceiverRequired:
      return t(m.amountAndReceiverRequired)
    case SEND_MESSAGES.tokenRequired:
      return t(m.tokenRequired)
    case SEND_MESSAGES.amountNotPositive:
      return t(m.amountNotPositive)
    case SEND_MESSAGES.invalidReceiver:
      return t(m.invalidReceiver)
    case SEND_MESSAGES.insufficientBalance:
      return t(m.insufficientBalance)
  }
  if (decimals !== undefined && problem.message === SEND_MESSAGES.tooManyDecimals(decimals)) {
    return t(m.tooManyDecimals, { decimals })
  }
  return problem.message
}
