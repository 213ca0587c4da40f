import type { NamespaceAdapter } from '../adapters/NamespaceAdapter.js'
import type { TokenBalance } from '../registry/TokenBalance.js'
import { compareDecimals } from './compareDecimals.js'
import { DECIMAL_AMOUNT } from './parseUnits.js'
import { SEND_MESSAGES } from './SEND_MESSAGES.js'

export interface SendForm {
  token: Pick<TokenBalance, 'quantity'> | undefined
  /** As typed, in whole units. */
  amount: string
  receiverAddress: string
}

/** Why a send form cannot be sent yet: the message to show and the field it is about. */
export interface SendFormProblem {
  message: string
  field: 'network' | 'amount' | 'receiver' | 'token'
}

function problem(field: SendFormProblem['field'], message: string): SendFormProblem {
  return { field, message }
}

/**
 * What the send form needs before Preview, or undefined when it can be sent. In order:
 * 'Unsupported chain' (no active family, or its adapter has no `send`), 'An amount and receiver
 * address are required', 'A token is required' (spec §5), then a positive amount with no more
 * decimals than the token has, a receiver address the family accepts (the adapter's
 * `isAddress`), and an amount within the token's balance.
 */
export function validateSendForm(
  form: SendForm,
  adapter: Pick<NamespaceAdapter, 'isAddress' | 'send'> | undefined,
): SendFormProblem | undefined {
  if (!adapter?.send) {
    return problem('network', SEND_MESSAGES.unsupportedChain)
  }
  const amount = form.amount.trim()
  const receiver = form.receiverAddress.trim()
  if (amount === '' || receiver === '') {
    return problem(amount === '' ? 'amount' : 'receiver', SEND_MESSAGES.amountAndReceiverRequired)
  }
  if (!form.token) return problem('token', SEND_MESSAGES.tokenRequired)
  if (!DECIMAL_AMOUNT.test(amount) || compareDecimals(amount, '0') <= 0) {
    return problem('amount', SEND_MESSAGES.amountNotPositive)
  }
  const decimals = Number(form.token.quantity.decimals)
  if ((amount.split('.')[1] ?? '').length > decimals) {
    return problem('amount', SEND_MESSAGES.tooManyDecimals(decimals))
  }
  if (!adapter.isAddress(receiver)) return problem('receiver', SEND_MESSAGES.invalidReceiver)
  if (compareDecimals(amount, form.token.quantity.numeric) > 0) {
    return problem('amount', SEND_MESSAGES.insufficientBalance)
  }
  return undefined
}
