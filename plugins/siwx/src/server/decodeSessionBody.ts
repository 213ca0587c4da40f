import { isSiwxSession } from '../message/isSiwxSession.js'
import type { SiwxSession } from '../message/SiwxMessageData.js'
import { keepSignedFields } from './keepSignedFields.js'

/** A POST body decoded as a session (strict UTF-8, JSON, a session's shape), or undefined. */
export function decodeSessionBody(body: Uint8Array): SiwxSession | undefined {
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body))
  } catch {
    return undefined
  }
  return isSiwxSession(value) ? keepSignedFields(value) : undefined
}
