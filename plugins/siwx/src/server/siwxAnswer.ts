import type { SiwxRefusalReason } from '../verify/siwxRefusal.js'

/**
 * Every `reason` the handlers answer with: a refusal of the session (the client's
 * SIWX_REFUSAL_REASONS), or one of the server's own. The client reports the server's own
 * reasons as API errors, not as refusals of the signature.
 */
export type SiwxServerReason =
  | SiwxRefusalReason
  | 'unavailable'
  | 'not-found'
  | 'method-not-allowed'

/** The HTTP status of each reason (a body over the size limit is 413 with reason malformed). */
export const SIWX_REASON_STATUS: Readonly<Record<SiwxServerReason, number>> = {
  malformed: 400,
  domain: 403,
  'unsupported-namespace': 422,
  // The sign-in does not authenticate: the signature, or the time it is presented at.
  signature: 401,
  expired: 401,
  'not-yet-valid': 401,
  // Authentic, but conflicting with what the server knows: the nonce is spent, expired or
  // unknown. A new nonce and signature are needed.
  nonce: 409,
  'not-found': 404,
  'method-not-allowed': 405,
  unavailable: 503,
}

/** A JSON answer that no cache keeps (it depends on the cookie and the Origin). */
export function jsonAnswer(status: number, body: unknown, headers: HeadersInit = {}): Response {
  const answer = new Response(JSON.stringify(body), { status, headers })
  answer.headers.set('Content-Type', 'application/json; charset=utf-8')
  answer.headers.set('Cache-Control', 'no-store')
  return answer
}

/** A refusal: `{ message, reason }` with the reason's status (or `status` when given). */
export function refusalAnswer(
  reason: SiwxServerReason,
  message: string,
  options: { status?: number; headers?: HeadersInit } = {},
): Response {
  return jsonAnswer(
    options.status ?? SIWX_REASON_STATUS[reason],
    { message, reason },
    options.headers,
  )
}

/** An empty success (sign-out, preflight). */
export function emptyAnswer(status: 204, headers: HeadersInit = {}): Response {
  const answer = new Response(null, { status, headers })
  answer.headers.set('Cache-Control', 'no-store')
  return answer
}
