import type { SiwxMessageData, SiwxSession } from '../message/SiwxMessageData.js'

const MESSAGE_FIELDS = [
  'accountAddress',
  'chainId',
  'domain',
  'uri',
  'version',
  'nonce',
  'issuedAt',
  'expirationTime',
  'notBefore',
  'statement',
  'requestId',
  'resources',
] as const satisfies readonly (keyof SiwxMessageData)[]

/**
 * The session with only what the wallet signed: the message fields (whose text is then compared
 * with the message), the message and the signature. Anything else the client sent (unknown
 * fields, a CACAO the server did not issue) is dropped, so nothing unsigned is kept.
 */
export function keepSignedFields(session: SiwxSession): SiwxSession {
  const data: Record<string, unknown> = {}
  for (const field of MESSAGE_FIELDS) {
    const value = session.data[field]
    if (value !== undefined) data[field] = Array.isArray(value) ? [...value] : value
  }
  return {
    data: data as unknown as SiwxMessageData,
    message: session.message,
    signature: session.signature,
  }
}
