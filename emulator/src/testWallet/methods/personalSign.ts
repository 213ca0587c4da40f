import { type Hex, isHex } from 'viem'
import { invalidParamsError } from '../ProviderRpcError.js'
import type { TestWalletContext } from './TestWalletContext.js'

/**
 * personal_sign [message, address]: needs a connected account (4100 otherwise), asks the
 * user ('Sign message: …'), then signs EIP-191 with the local account. A hex message is signed
 * as its bytes, any other string as UTF-8 text.
 */
export async function personalSign(context: TestWalletContext, params: unknown): Promise<Hex> {
  const [message, address] = Array.isArray(params) ? params : []
  if (typeof message !== 'string') {
    throw invalidParamsError('personal_sign expects [message, address] with a string message')
  }
  const account = context.requireAccount(address)
  await context.confirm('personal_sign', params)
  return account.signMessage({ message: isHex(message) ? { raw: message } : message })
}
