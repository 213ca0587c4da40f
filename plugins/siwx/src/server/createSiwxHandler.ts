import type { SiwxVerifier } from '../verify/SiwxVerifier.js'
import { answerNonce } from './answerNonce.js'
import { answerSessions } from './answerSessions.js'
import { answerSignIn } from './answerSignIn.js'
import { answerSignOut } from './answerSignOut.js'
import { createExpiredSweeper } from './createExpiredSweeper.js'
import type { SiwxCookieOptions } from './formatOwnerCookie.js'
import { normalizeOrigin, resolveSiwxHandlerSettings } from './resolveSiwxHandlerSettings.js'
import type { SiwxRequestContext } from './SiwxRequestContext.js'
import type { SiwxServerStore } from './SiwxServerStore.js'
import { emptyAnswer, refusalAnswer } from './siwxAnswer.js'

export interface SiwxHandlerOptions {
  /** Where nonces and sessions are kept; every instance of the app must share it. */
  store: SiwxServerStore
  /**
   * The signature verifiers, one per chain family. Default: eip155 (EOA; smart accounts on the
   * networks of `rpcUrls`), solana and bip122.
   */
  verifiers?: readonly SiwxVerifier[]
  /**
   * A node's JSON-RPC URL per EIP-155 network (`{ 'eip155:1': 'https://…' }`), for ERC-1271 and
   * ERC-6492 signatures. When given, eip155 sign-ins are taken on these networks only.
   */
  rpcUrls?: Readonly<Record<string, string>>
  /** The fetch the default eip155 verifier calls `rpcUrls` with. Default: the global fetch. */
  fetch?: typeof fetch
  /**
   * The page origins allowed to sign in (`['https://app.example']`), or a test of an origin
   * (`(origin) => origin.endsWith('.preview.app.example')`): the Origin header must be allowed,
   * the message's domain is its host, its URI on an allowed origin. Required: the request URL's
   * own origin would come from the Host header, which a relaying server can forge.
   */
  origins: readonly string[] | ((origin: string) => boolean)
  /** How long an issued nonce can be used. Default: 10 minutes. */
  nonceTtlMs?: number
  /**
   * The longest a session is kept, whatever its Expiration Time says (or without one): the
   * message's expiry is the client's choice. Default: 400 days, a cookie's own limit.
   */
  maxSessionMs?: number
  /** The largest POST body read; more is answered 413. Default: 16 KiB. */
  maxBodyBytes?: number
  cookie?: SiwxCookieOptions
  /** At most how often expired nonces and sessions are removed (on a request). Default: 60 s. */
  cleanupIntervalMs?: number
  /** Default: Date.now. */
  now?: () => number
  /** Where failures that become 503 answers, and failed cleanups, are reported. Default: console.error. */
  onError?: (error: unknown) => void
}

export type SiwxRequestHandler = (request: Request) => Promise<Response>

export interface SiwxHandler {
  /** Answers a request to `…/nonce` or `…/sessions` under any base path. */
  handle: SiwxRequestHandler
  GET: SiwxRequestHandler
  POST: SiwxRequestHandler
  DELETE: SiwxRequestHandler
  OPTIONS: SiwxRequestHandler
}

type Endpoint = (context: SiwxRequestContext) => Promise<Response>

const ENDPOINTS: Readonly<Record<string, Readonly<Partial<Record<string, Endpoint>>>>> = {
  nonce: { GET: answerNonce },
  sessions: { GET: answerSessions, POST: answerSignIn, DELETE: answerSignOut },
}

/** Methods that change state: a browser always sends Origin with them, so it is required. */
const NEEDS_ORIGIN = new Set(['POST', 'DELETE'])
/** RFC 7230 tokens separated by commas, as in Access-Control-Request-Headers. */
const HEADER_LIST = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+(\s*,\s*[!#$%&'*+\-.^_`|~0-9A-Za-z]+)*$/

function allowOf(endpoint: Readonly<Partial<Record<string, Endpoint>>>): string {
  return [...Object.keys(endpoint), 'OPTIONS'].join(', ')
}

/**
 * The sign-in endpoints `createServerSiwxStorage` talks to, on web-standard Request and Response
 * (Next.js route handlers, Hono, Bun, Deno, edge runtimes; Node through `toNodeListener`):
 * `GET …/nonce`, `POST …/sessions`, and `GET`/`DELETE …/sessions?chainId=…&address=…`, routed
 * by the last path segment so they work under any base path. Refusals are `{ message, reason }`.
 *
 * @example
 * // app/api/auth/[...siwx]/route.ts
 * export const { GET, POST, DELETE, OPTIONS } = createSiwxHandler({
 *   store: createMemorySiwxStore(),
 *   origins: ['https://app.example'],
 * })
 */
export function createSiwxHandler(options: SiwxHandlerOptions): SiwxHandler {
  const settings = resolveSiwxHandlerSettings(options)
  const sweepIfDue = createExpiredSweeper({
    store: settings.store,
    intervalMs: settings.cleanupIntervalMs,
    now: settings.now,
    onError: settings.onError,
  })

  async function route(request: Request): Promise<Response> {
    const url = new URL(request.url)
    const segment = url.pathname.replace(/\/+$/, '').split('/').pop() ?? ''
    const endpoint = Object.hasOwn(ENDPOINTS, segment) ? ENDPOINTS[segment] : undefined
    if (!endpoint) return refusalAnswer('not-found', `No sign-in endpoint at ${url.pathname}`)
    const allow = allowOf(endpoint)
    const method = request.method.toUpperCase()
    const answer = Object.hasOwn(endpoint, method) ? endpoint[method] : undefined
    if (method !== 'OPTIONS' && !answer) {
      return refusalAnswer('method-not-allowed', `${method} is not answered here`, {
        headers: { Allow: allow },
      })
    }

    const { isAllowedOrigin } = settings
    const originHeader = request.headers.get('origin')
    const pageOrigin = originHeader === null ? undefined : normalizeOrigin(originHeader)
    if (originHeader !== null && (pageOrigin === undefined || !isAllowedOrigin(pageOrigin))) {
      return refusalAnswer('domain', `Pages of ${originHeader} may not sign in here`)
    }
    if (originHeader === null && NEEDS_ORIGIN.has(method)) {
      return refusalAnswer('domain', `${method} needs an Origin header, which browsers send`)
    }

    let answered: Response
    try {
      answered = answer
        ? await answer({ request, url, settings, pageOrigin, isAllowedOrigin })
        : preflightAnswer(request, allow)
    } catch (error) {
      // The store (or a verifier) failed: nothing was kept, the next request starts afresh.
      settings.onError(error)
      answered = refusalAnswer('unavailable', 'Sign-in is unavailable for now; try again later')
    }
    // The Origin was allowed: a page of another origin may read the answer, with credentials.
    if (pageOrigin !== undefined && pageOrigin !== url.origin) {
      answered.headers.set('Access-Control-Allow-Origin', pageOrigin)
      answered.headers.set('Access-Control-Allow-Credentials', 'true')
    }
    return answered
  }

  async function handle(request: Request): Promise<Response> {
    sweepIfDue()
    const answer = await route(request)
    answer.headers.append('Vary', 'Origin')
    return answer
  }

  return { handle, GET: handle, POST: handle, DELETE: handle, OPTIONS: handle }
}

function preflightAnswer(request: Request, allow: string): Response {
  const requested = request.headers.get('access-control-request-headers')
  return emptyAnswer(204, {
    Allow: allow,
    'Access-Control-Allow-Methods': allow,
    'Access-Control-Allow-Headers':
      requested !== null && HEADER_LIST.test(requested.trim()) ? requested.trim() : 'Content-Type',
    'Access-Control-Max-Age': '600',
  })
}
