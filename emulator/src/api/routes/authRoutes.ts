import { decodeAuthSession } from '../../auth/AuthSession.js'
import { createAuthService } from '../../auth/createAuthService.js'
import { newSessionToken, sessionCookie, sessionTokenOf } from '../../auth/sessionCookie.js'
import { BodyTooLargeError, readBody } from '../http/readBody.js'
import { sendJson } from '../http/sendJson.js'
import type { Route, RouteContext } from '../Route.js'

/** Where the auth service answers: the siwx plugin's `createServerSiwxStorage({ url })`. */
export const AUTH_BASE_PATH = '/auth/v1'

const MAX_SESSION_BODY_BYTES = 64 * 1024

/** The requesting page's host, from its Origin header (what a message's domain must be). */
function requestingHost(context: RouteContext): string | undefined {
  try {
    return new URL(context.req.headers.origin ?? '').host || undefined
  } catch {
    return undefined
  }
}

function accountOf(url: URL): { chainId: string; address: string } | undefined {
  const chainId = url.searchParams.get('chainId')
  const address = url.searchParams.get('address')
  return chainId && address ? { chainId, address } : undefined
}

/**
 * The sign-in server the demo uses (siwx plugin, server storage), at /auth/v1:
 * GET nonce; POST sessions (verify, then keep for the signing browser, whose HttpOnly session
 * cookie it sets; 401 with `{ message, reason }` when refused); GET and DELETE
 * sessions?chainId&address, which see only the requesting browser's sessions. Plus GET and
 * DELETE /emulator/auth/sessions to look inside and to start over (tests).
 */
export function createAuthRoutes(options: { rpcUrls: ReadonlyMap<string, string> }): Route[] {
  const auth = createAuthService({ rpcUrls: options.rpcUrls })
  // Only tokens this server handed out own sessions: a cookie value it never issued (planted by
  // someone else, session fixation) counts as no cookie.
  const issued = new Set<string>()
  const ownerOf = (context: RouteContext) => {
    const token = sessionTokenOf(context.req)
    return token !== undefined && issued.has(token) ? token : undefined
  }
  const missingAccount = { message: 'chainId and address are required', reason: 'malformed' }
  return [
    {
      method: 'GET',
      pattern: `${AUTH_BASE_PATH}/nonce`,
      checksProject: false,
      handle: ({ res }) => sendJson(res, 200, { nonce: auth.nonces.issue() }),
    },
    {
      method: 'POST',
      pattern: `${AUTH_BASE_PATH}/sessions`,
      checksProject: false,
      handle: async (context) => {
        const { req, res } = context
        const domain = requestingHost(context)
        if (!domain) {
          sendJson(res, 400, {
            message: 'An Origin header is required: the message domain is checked against it',
            reason: 'malformed',
          })
          return
        }
        let body: unknown
        try {
          body = JSON.parse((await readBody(req, MAX_SESSION_BODY_BYTES)).toString('utf8'))
        } catch (error) {
          const tooLarge = error instanceof BodyTooLargeError
          sendJson(res, tooLarge ? 413 : 400, {
            message: tooLarge ? error.message : 'The body must be a session as JSON',
            reason: 'malformed',
          })
          return
        }
        const session = decodeAuthSession(body)
        if (!session) {
          sendJson(res, 400, { message: 'The body is not a session', reason: 'malformed' })
          return
        }
        const known = ownerOf(context)
        const owner = known ?? newSessionToken()
        const refusal = await auth.signIn(session, domain, owner)
        if (refusal) {
          sendJson(res, refusal.reason === 'malformed' ? 400 : 401, refusal)
          return
        }
        if (known === undefined) {
          issued.add(owner)
          res.setHeader('Set-Cookie', sessionCookie(owner, AUTH_BASE_PATH))
        }
        sendJson(res, 201, { session })
      },
    },
    {
      method: 'GET',
      pattern: `${AUTH_BASE_PATH}/sessions`,
      checksProject: false,
      handle: (context) => {
        const { res, url } = context
        const account = accountOf(url)
        const owner = ownerOf(context)
        if (!account) sendJson(res, 400, missingAccount)
        else if (owner === undefined) sendJson(res, 200, { sessions: [] })
        else
          sendJson(res, 200, {
            sessions: auth.sessions.get(owner, account.chainId, account.address),
          })
      },
    },
    {
      method: 'DELETE',
      pattern: `${AUTH_BASE_PATH}/sessions`,
      checksProject: false,
      handle: (context) => {
        const { res, url } = context
        const account = accountOf(url)
        if (!account) {
          sendJson(res, 400, missingAccount)
          return
        }
        const owner = ownerOf(context)
        if (owner !== undefined) auth.sessions.delete(owner, account.chainId, account.address)
        res.writeHead(204, { 'Cache-Control': 'no-store' }).end()
      },
    },
    {
      method: 'GET',
      pattern: '/emulator/auth/sessions',
      checksProject: false,
      handle: ({ res }) => sendJson(res, 200, { sessions: auth.sessions.list() }),
    },
    {
      method: 'DELETE',
      pattern: '/emulator/auth/sessions',
      checksProject: false,
      handle: ({ res }) => {
        auth.sessions.clear()
        res.writeHead(204, { 'Cache-Control': 'no-store' }).end()
      },
    },
  ]
}
