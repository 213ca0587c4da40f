import { decodeAccountQuery } from './decodeAccountQuery.js'
import { readOwnerToken } from './ownerToken.js'
import type { SiwxRequestContext } from './SiwxRequestContext.js'
import { jsonAnswer, refusalAnswer } from './siwxAnswer.js'

export const MISSING_ACCOUNT = 'chainId (a CAIP-2 network id) and address are required'

/**
 * `GET …/sessions?chainId=…&address=…`: the requesting browser's unexpired sessions for the
 * account, found through its cookie alone; a browser without one has none.
 */
export async function answerSessions(context: SiwxRequestContext): Promise<Response> {
  const { settings } = context
  const account = decodeAccountQuery(context.url)
  if (!account) return refusalAnswer('malformed', MISSING_ACCOUNT)
  const owner = readOwnerToken(context.request, settings.cookie.name)
  if (owner === undefined) return jsonAnswer(200, { sessions: [] })
  const kept = await settings.store.getSessions(
    owner,
    account.chainId,
    account.address,
    settings.now(),
  )
  return jsonAnswer(200, { sessions: kept.map((stored) => stored.session) })
}
