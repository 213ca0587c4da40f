import { MISSING_ACCOUNT } from './answerSessions.js'
import { decodeAccountQuery } from './decodeAccountQuery.js'
import { readOwnerToken } from './ownerToken.js'
import type { SiwxRequestContext } from './SiwxRequestContext.js'
import { emptyAnswer, refusalAnswer } from './siwxAnswer.js'

/**
 * `DELETE …/sessions?chainId=…&address=…`: ends the requesting browser's sessions for the
 * account (sign-out). Other browsers' sessions for the same account stay.
 */
export async function answerSignOut(context: SiwxRequestContext): Promise<Response> {
  const { settings } = context
  const account = decodeAccountQuery(context.url)
  if (!account) return refusalAnswer('malformed', MISSING_ACCOUNT)
  const owner = readOwnerToken(context.request, settings.cookie.name)
  if (owner !== undefined) {
    await settings.store.deleteSessions(owner, account.chainId, account.address)
  }
  return emptyAnswer(204)
}
