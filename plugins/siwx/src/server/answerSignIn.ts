import type { AppKitError } from '@appkit/kernel'
import { parseCaipNetworkId } from '@appkit/kernel/validators'
import type { SiwxSession } from '../message/SiwxMessageData.js'
import { checkSessionClaims } from '../verify/checkSessionClaims.js'
import { refusalReasonOf, siwxRefusal } from '../verify/siwxRefusal.js'
import { verifySiwxSession } from '../verify/verifySiwxSession.js'
import { decodeSessionBody } from './decodeSessionBody.js'
import { findOversizedField } from './findOversizedField.js'
import { basePathOf, formatOwnerCookie } from './formatOwnerCookie.js'
import { createOwnerToken, readOwnerToken } from './ownerToken.js'
import { BODY_TOO_LARGE, readBodyWithLimit } from './readBodyWithLimit.js'
import type { SiwxRequestContext } from './SiwxRequestContext.js'
import { jsonAnswer, refusalAnswer } from './siwxAnswer.js'

function answerRefusal(refusal: AppKitError): Response {
  return refusalAnswer(refusalReasonOf(refusal) ?? 'malformed', refusal.shortMessage)
}

function uriOrigin(uri: string): string {
  try {
    return new URL(uri).origin
  } catch {
    return 'null'
  }
}

const nonceRefusal = () =>
  refusalAnswer('nonce', 'The nonce was not issued here, has expired, or was already used')

/**
 * What the app's own rules refuse before any cryptography: a URI off the allowed origins, or an
 * EIP-155 network the app did not give an RPC URL for (when it gave some).
 */
function findAppRefusal(
  session: SiwxSession,
  context: SiwxRequestContext,
): AppKitError | undefined {
  const { data } = session
  if (!context.isAllowedOrigin(uriOrigin(data.uri))) {
    return siwxRefusal('domain', `The message's URI ${data.uri} is not on an allowed origin`)
  }
  const chains = context.settings.eip155ChainIds
  const { chainNamespace } = parseCaipNetworkId(data.chainId)
  if (chainNamespace === 'eip155' && chains !== undefined && !chains.has(data.chainId)) {
    return siwxRefusal('unsupported-namespace', `Sign-ins on ${data.chainId} are not accepted here`)
  }
  return undefined
}

/**
 * `POST …/sessions`: verifies the session and keeps it for a new owner token, set as the
 * browser's HttpOnly cookie. The checks go from cheap to dear: the body, the claims (exact text,
 * domain = the page's host, time), the URI and network, the signature; the nonce is spent last,
 * together with keeping the session, so a forged or mistaken POST does not burn the nonce of
 * the real sign-in, and concurrent POSTs of one session keep it exactly once.
 */
export async function answerSignIn(context: SiwxRequestContext): Promise<Response> {
  const { request, settings, pageOrigin } = context
  if (pageOrigin === undefined) {
    return refusalAnswer('domain', 'An Origin header is required: the message domain is its host')
  }
  const body = await readBodyWithLimit(request, settings.maxBodyBytes).catch(() => undefined)
  if (body === undefined) return refusalAnswer('malformed', 'The body could not be read')
  if (body === BODY_TOO_LARGE) {
    return refusalAnswer('malformed', `The body is larger than ${settings.maxBodyBytes} bytes`, {
      status: 413,
    })
  }
  const session = decodeSessionBody(body)
  if (!session) {
    return refusalAnswer(
      'malformed',
      'The body must be a session as JSON: data, message, signature',
    )
  }
  const oversized = findOversizedField(session)
  if (oversized) return refusalAnswer('malformed', oversized)
  const now = settings.now()
  const claims = { domain: new URL(pageOrigin).host, now }
  const refusal = checkSessionClaims(session, claims) ?? findAppRefusal(session, context)
  if (refusal) return answerRefusal(refusal)
  // A made-up or spent nonce is refused before any signature check (no cryptography, no RPC).
  if (!(await settings.store.hasNonce(session.data.nonce, now))) return nonceRefusal()
  try {
    await verifySiwxSession(session, { ...claims, verifiers: settings.verifiers })
  } catch (error) {
    // Anything but a refusal (viem missing, a verifier failing) is the server's problem: 503.
    if (refusalReasonOf(error) === undefined) throw error
    return answerRefusal(error as AppKitError)
  }
  const owner = createOwnerToken()
  const { data } = session
  const spentAt = settings.now()
  const longest = spentAt + settings.maxSessionMs
  const expiresAt =
    data.expirationTime === undefined
      ? longest
      : Math.min(Math.ceil(Date.parse(data.expirationTime)), longest)
  const kept = await settings.store.spendNonceAndAddSession(data.nonce, spentAt, {
    owner,
    chainId: data.chainId,
    accountAddress: data.accountAddress,
    expiresAt,
    session,
  })
  if (!kept) return nonceRefusal()
  // The new token takes over the browser's earlier sessions (its other accounts and networks);
  // the old token, which a planted cookie could be, owns nothing afterwards.
  const previousOwner = readOwnerToken(context.request, settings.cookie.name)
  let moved = 0
  if (previousOwner !== undefined) {
    try {
      moved = await settings.store.moveSessions(previousOwner, owner)
    } catch (error) {
      // Signed in all the same; only the earlier sessions stay behind.
      settings.onError(error)
    }
  }
  const cookie = formatOwnerCookie({
    name: settings.cookie.name,
    token: owner,
    path: settings.cookie.path ?? basePathOf(context.url),
    secure: settings.cookie.secure ?? context.url.protocol === 'https:',
    sameSite: settings.cookie.sameSite,
    // With earlier sessions on it, the cookie lasts as long as any session can.
    expiresAt: moved > 0 ? longest : expiresAt,
    now: spentAt,
  })
  return jsonAnswer(201, { session }, { 'Set-Cookie': cookie })
}
