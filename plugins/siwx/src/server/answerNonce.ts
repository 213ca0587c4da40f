import { generateNonce } from '../message/generateNonce.js'
import type { SiwxRequestContext } from './SiwxRequestContext.js'
import { jsonAnswer } from './siwxAnswer.js'

/** `GET …/nonce`: a fresh nonce, recorded so it can be spent once within the nonce TTL. */
export async function answerNonce({ settings }: SiwxRequestContext): Promise<Response> {
  const nonce = generateNonce()
  await settings.store.addNonce(nonce, settings.now() + settings.nonceTtlMs)
  return jsonAnswer(200, { nonce })
}
