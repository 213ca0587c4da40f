import type { AppKitError } from '@appkit/kernel'
import { findMessageDataProblem } from '../message/findMessageDataProblem.js'
import { formatSiwxMessage } from '../message/formatSiwxMessage.js'
import type { SiwxSession } from '../message/SiwxMessageData.js'
import { siwxRefusal } from './siwxRefusal.js'

export interface SessionClaimsContext {
  /** The site's domain: a message for another domain is refused. */
  domain: string
  /** Milliseconds since the epoch. */
  now: number
}

/**
 * What a session claims, checked without cryptography: its data is well formed, its message is
 * exactly the text of its data, it is for this domain, and `now` lies between its Not Before
 * and Expiration Time. Returns the refusal, or undefined when the claims hold.
 */
export function checkSessionClaims(
  session: SiwxSession,
  context: SessionClaimsContext,
): AppKitError | undefined {
  const { data } = session
  const problem = findMessageDataProblem(data)
  if (problem !== undefined)
    return siwxRefusal('malformed', `Malformed sign-in message: ${problem}`)
  if (formatSiwxMessage(data) !== session.message) {
    return siwxRefusal('malformed', 'The signed message is not the text of its data')
  }
  if (data.domain !== context.domain) {
    return siwxRefusal(
      'domain',
      `The message is for the domain ${data.domain}, not ${context.domain}`,
    )
  }
  if (data.expirationTime !== undefined && Date.parse(data.expirationTime) <= context.now) {
    return siwxRefusal('expired', `The sign-in expired at ${data.expirationTime}`)
  }
  if (data.notBefore !== undefined && Date.parse(data.notBefore) > context.now) {
    return siwxRefusal('not-yet-valid', `The sign-in is not valid before ${data.notBefore}`)
  }
  return undefined
}
