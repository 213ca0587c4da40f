import { isRecord } from './isRecord.js'

/**
 * The address a signing request says it comes from (the one the wallet must sign with). Shared
 * by the frame (checked before the user is asked) and the server (which key path signs).
 */
export function requestSender(method: string, params: readonly unknown[]): string | undefined {
  const [first, second] = params
  if (method === 'personal_sign') return typeof second === 'string' ? second : undefined
  if (method === 'eth_signTypedData_v4') return typeof first === 'string' ? first : undefined
  if (method === 'eth_sendTransaction' || method === 'wallet_sendCalls') {
    return isRecord(first) && typeof first.from === 'string' ? first.from : undefined
  }
  return undefined
}
