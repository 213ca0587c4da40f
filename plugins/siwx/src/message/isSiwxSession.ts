import { arrayOf, isPlainObject, isString, refine, struct } from '@appkit/kernel/guards'
import { isCaipNetworkId } from '@appkit/kernel/validators'
import type { SiwxSession } from './SiwxMessageData.js'

const isMessageData = struct(
  {
    accountAddress: isString,
    chainId: refine(isString, isCaipNetworkId),
    domain: isString,
    uri: isString,
    version: isString,
    nonce: isString,
    issuedAt: isString,
  },
  {
    expirationTime: isString,
    notBefore: isString,
    statement: isString,
    requestId: isString,
    resources: arrayOf(isString),
  },
)

const isCacao = struct({
  h: struct({ t: isString }),
  p: isPlainObject,
  s: struct({ t: isString, s: isString }, { m: isString }),
})

const isSessionShape = struct(
  { data: isMessageData, message: isString, signature: isString },
  { cacao: isCacao },
)

/** Whether a value (stored, or from a server) has a session's shape; the content is checked elsewhere. */
export function isSiwxSession(value: unknown): value is SiwxSession {
  return isSessionShape(value)
}
