import { isHex, type SignableMessage } from 'viem'
import { invalidParams } from './SignRequestError.js'

/** personal_sign's message: hex is the raw bytes, any other text is signed as UTF-8. */
export function personalSignMessage(message: unknown): SignableMessage {
  if (typeof message !== 'string') throw invalidParams('message')
  return isHex(message) ? { raw: message } : message
}
