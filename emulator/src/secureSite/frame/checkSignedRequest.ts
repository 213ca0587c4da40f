import { isRecord } from '../signing/isRecord.js'
import { requestSender } from '../signing/requestSender.js'
import { FrameError } from './FrameError.js'

export interface FrameAccount {
  address: string
  type: 'eoa' | 'smartAccount'
}

/**
 * A request to sign, checked before the user is asked to approve it (nothing is shown for a
 * request that would be refused anyway): it is for the chain the approval screen shows, from
 * one of the user's accounts, and wallet_sendCalls only from the smart account (EIP-5792 lets
 * `from` be left out: it is then the active account). Answers the params to sign.
 */
export function checkSignedRequest(input: {
  method: string
  params: readonly unknown[]
  requestChainId: number
  frameChainId: number
  accounts: readonly FrameAccount[]
  activeAddress: string
}): readonly unknown[] {
  const { method, accounts } = input
  if (input.requestChainId !== input.frameChainId) {
    throw new FrameError(
      `The request is for chain ${input.requestChainId}, but the wallet is on chain ${input.frameChainId}`,
      4901,
    )
  }
  let params = input.params
  if (method === 'wallet_sendCalls') {
    const [request, ...rest] = params
    if (!isRecord(request)) throw new FrameError('Invalid calls', -32602)
    if (request.from === undefined) params = [{ ...request, from: input.activeAddress }, ...rest]
  }
  const sender = requestSender(method, params)?.toLowerCase()
  const account = accounts.find((candidate) => candidate.address.toLowerCase() === sender)
  if (!account) throw new FrameError('Unauthorized', 4100)
  if (method === 'wallet_sendCalls' && account.type !== 'smartAccount') {
    throw new FrameError('Requested RPC call is not allowed', 4200)
  }
  return params
}
