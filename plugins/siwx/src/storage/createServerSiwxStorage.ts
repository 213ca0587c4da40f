import { AppKitError, type CaipNetworkId, type ChainNamespace } from '@appkit/kernel'
import { arrayOf, isString, struct } from '@appkit/kernel/guards'
import { isSiwxSession } from '../message/isSiwxSession.js'
import type { SiwxSession } from '../message/SiwxMessageData.js'
import { checkSessionClaims } from '../verify/checkSessionClaims.js'
import { SIWX_REFUSAL_REASONS, siwxRefusal } from '../verify/siwxRefusal.js'
import { isSameAccount } from './isSameAccount.js'
import type { SiwxStorage } from './SiwxStorage.js'

export interface ServerSiwxStorageOptions {
  /** The base URL of the app's auth API, e.g. 'https://api.example.com/auth/v1'. */
  url: string
  /** The site's domain (default `location.host`): sessions for another domain are ignored. */
  domain?: string
  /** Default: the global fetch (called with `credentials: 'include'`). Wrap it to add headers. */
  fetch?: typeof fetch
  now?: () => number
  /**
   * The families the server verifies sign-ins of. Default: those `@appkit/siwx/verify` has
   * verifiers for (SERVER_SIWX_NAMESPACES: eip155, solana, bip122); sign-in is not asked on
   * others.
   */
  namespaces?: readonly ChainNamespace[]
}

/** The families `@appkit/siwx/verify`'s verifiers check on a server. */
export const SERVER_SIWX_NAMESPACES: readonly ChainNamespace[] = Object.freeze([
  'eip155',
  'solana',
  'bip122',
])

const isNonceBody = struct({ nonce: isString })
const isSessionsBody = struct({ sessions: arrayOf(isSiwxSession) })
const isRefusalBody = struct({ message: isString }, { reason: isString })

/**
 * Sessions kept by the app's server, which issues nonces and verifies sessions. The interface
 * (JSON; the emulator serves it at `${urls.api}/auth/v1`):
 *
 * - `GET {url}/nonce` → `{ nonce }`: a fresh single-use nonce.
 * - `POST {url}/sessions` with a session → 2xx once verified; else 4xx `{ message, reason }`,
 *   reason one of SIWX_REFUSAL_REASONS ('nonce', 'domain', 'expired', 'signature', …).
 * - `GET {url}/sessions?chainId=…&address=…` → `{ sessions }`: that account's valid sessions.
 * - `DELETE {url}/sessions?chainId=…&address=…` → 2xx: signs that account out.
 *
 * Requests carry the browser's credentials: the server must bind each session to the browser
 * that signed in (an HttpOnly, SameSite cookie set on POST) and answer GET and DELETE from
 * that binding alone, never to whoever names an address. The server is then on the app's own
 * site, or allows this origin with credentials (CORS).
 */
export function createServerSiwxStorage(options: ServerSiwxStorageOptions): SiwxStorage {
  const base = options.url.replace(/\/+$/, '')
  const now = options.now ?? Date.now
  const send = (path: string, init?: RequestInit) =>
    (options.fetch ?? globalThis.fetch)(`${base}${path}`, { ...init, credentials: 'include' })
  const accountQuery = (chainId: CaipNetworkId, address: string) =>
    `?${new URLSearchParams({ chainId, address })}`

  async function json(response: Response): Promise<unknown> {
    try {
      return await response.json()
    } catch {
      return undefined
    }
  }

  async function failure(response: Response, what: string): Promise<AppKitError> {
    const body = await json(response)
    if (
      isRefusalBody(body) &&
      (SIWX_REFUSAL_REASONS as readonly string[]).includes(body.reason ?? '')
    ) {
      return siwxRefusal(body.reason as (typeof SIWX_REFUSAL_REASONS)[number], body.message)
    }
    return new AppKitError(`${what} failed`, {
      category: 'API_ERROR',
      details: `HTTP ${response.status}${isRefusalBody(body) ? `: ${body.message}` : ''}`,
    })
  }

  return {
    namespaces: options.namespaces ?? SERVER_SIWX_NAMESPACES,
    async getNonce() {
      const response = await send('/nonce')
      const body = response.ok ? await json(response) : undefined
      if (!isNonceBody(body)) throw await failure(response, 'Getting a sign-in nonce')
      return body.nonce
    },
    async add(session: SiwxSession) {
      const response = await send('/sessions', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(session),
      })
      if (!response.ok) throw await failure(response, 'Saving the sign-in')
    },
    async get(chainId, address) {
      const response = await send(`/sessions${accountQuery(chainId, address)}`)
      const body = response.ok ? await json(response) : undefined
      if (!isSessionsBody(body)) throw await failure(response, 'Reading sign-in sessions')
      return body.sessions.filter(
        (session) =>
          isSameAccount(session, chainId, address) &&
          checkSessionClaims(session, {
            domain: options.domain ?? globalThis.location?.host ?? session.data.domain,
            now: now(),
          }) === undefined,
      )
    },
    async delete(chainId, address) {
      const response = await send(`/sessions${accountQuery(chainId, address)}`, {
        method: 'DELETE',
      })
      if (!response.ok) throw await failure(response, 'Signing out')
    },
  }
}
