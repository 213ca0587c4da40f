import type { KitActions } from '../actions/KitActions.js'
import type { TokenBalance } from '../registry/TokenBalance.js'
import { toSendToken } from './toSendToken.js'

export interface SubmitSendRequest {
  token: TokenBalance
  /** In whole units, as typed or as Max gave it. */
  amount: string
  receiverAddress: string
}

/**
 * The preview's Send: `kit.send` with the chosen token balance, which runs spec §4's send flow
 * (loading, SEND_INITIATED and SEND_SUCCESS, reset of the send state, balances cleared, and
 * the return to Account after an EVM token send or a Solana send). Resolves with the hash.
 */
export function submitSend(
  kit: Pick<KitActions, 'send'>,
  request: SubmitSendRequest,
): Promise<string> {
  return kit.send({
    amount: request.amount.trim(),
    receiverAddress: request.receiverAddress.trim(),
    token: toSendToken(request.token),
  })
}
