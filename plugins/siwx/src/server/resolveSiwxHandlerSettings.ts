import { AppKitError } from '@appkit/kernel'
import { isCaipNetworkId } from '@appkit/kernel/validators'
import { bip122Verifier } from '../verify/bip122Verifier.js'
import { eip155Verifier } from '../verify/eip155Verifier.js'
import type { SiwxVerifier } from '../verify/SiwxVerifier.js'
import { solanaVerifier } from '../verify/solanaVerifier.js'
import { createJsonRpcRequester } from './createJsonRpcRequester.js'
import type { SiwxHandlerOptions } from './createSiwxHandler.js'
import { SIWX_COOKIE_NAME } from './formatOwnerCookie.js'
import type { SiwxServerStore } from './SiwxServerStore.js'

/** The handler's options with every default filled in and every value checked. */
export interface SiwxHandlerSettings {
  store: SiwxServerStore
  verifiers: readonly SiwxVerifier[]
  /** The EIP-155 networks sign-ins are taken on; undefined: any (EOA signatures only). */
  eip155ChainIds: ReadonlySet<string> | undefined
  /** Whether a page of this (normalized) origin may sign in. */
  isAllowedOrigin: (origin: string) => boolean
  nonceTtlMs: number
  maxSessionMs: number
  maxBodyBytes: number
  cookie: {
    name: string
    sameSite: 'Strict' | 'Lax'
    secure: boolean | undefined
    path: string | undefined
  }
  cleanupIntervalMs: number
  now: () => number
  onError: (error: unknown) => void
}

/** RFC 6265 cookie-name: an RFC 7230 token. */
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/
const COOKIE_PATH = /^\/[\x21-\x3a\x3c-\x7e]*$/

function configurationError(message: string): AppKitError {
  return new AppKitError(`createSiwxHandler: ${message}`, { category: 'CONFIGURATION_ERROR' })
}

function positive(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback
  // Whole numbers only: stores keep times as integers (bigint columns, Redis PXAT).
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw configurationError(`${name} must be a positive whole number of ms or bytes`)
  }
  return value
}

/** An origin as browsers send it ('https://app.example'), or undefined when it is none. */
export function normalizeOrigin(text: string): string | undefined {
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined
  } catch {
    return undefined
  }
}

function resolveOrigins(
  origins: SiwxHandlerOptions['origins'] | undefined,
): (origin: string) => boolean {
  if (typeof origins === 'function') return (origin) => origins(origin) === true
  if (!Array.isArray(origins) || origins.length === 0) {
    throw configurationError(
      "origins is required: the page origins that may sign in (['https://app.example'])",
    )
  }
  const allowed = new Set(
    origins.map((origin) => {
      const normalized = normalizeOrigin(origin)
      if (!normalized) throw configurationError(`origins: not an http(s) origin: ${origin}`)
      return normalized
    }),
  )
  return (origin) => allowed.has(origin)
}

function resolveRpcUrls(rpcUrls: Readonly<Record<string, string>> | undefined) {
  if (rpcUrls === undefined) return undefined
  for (const [chainId, url] of Object.entries(rpcUrls)) {
    if (!isCaipNetworkId(chainId) || !chainId.startsWith('eip155:')) {
      throw configurationError(`rpcUrls: keys are EIP-155 CAIP-2 ids ('eip155:1'), not ${chainId}`)
    }
    if (!normalizeOrigin(url)) throw configurationError(`rpcUrls: not an http(s) URL: ${url}`)
  }
  return new Map(Object.entries(rpcUrls))
}

export function resolveSiwxHandlerSettings(options: SiwxHandlerOptions): SiwxHandlerSettings {
  const rpcUrls = resolveRpcUrls(options.rpcUrls)
  const requesters = new Map(
    [...(rpcUrls ?? [])].map(([chainId, url]) => [
      chainId,
      createJsonRpcRequester(url, options.fetch ? { fetch: options.fetch } : {}),
    ]),
  )
  const cookie = options.cookie ?? {}
  const name = cookie.name ?? SIWX_COOKIE_NAME
  if (!COOKIE_NAME.test(name)) throw configurationError(`cookie.name is not a cookie name: ${name}`)
  if (cookie.path !== undefined && !COOKIE_PATH.test(cookie.path)) {
    throw configurationError(`cookie.path must be an absolute path: ${cookie.path}`)
  }
  return {
    store: options.store,
    verifiers: options.verifiers ?? [
      eip155Verifier({ chain: (chainId) => requesters.get(chainId) }),
      solanaVerifier(),
      bip122Verifier(),
    ],
    eip155ChainIds: rpcUrls ? new Set(rpcUrls.keys()) : undefined,
    isAllowedOrigin: resolveOrigins(options.origins),
    nonceTtlMs: positive('nonceTtlMs', options.nonceTtlMs, 10 * 60_000),
    maxSessionMs: positive('maxSessionMs', options.maxSessionMs, 400 * 24 * 3_600_000),
    maxBodyBytes: positive('maxBodyBytes', options.maxBodyBytes, 16 * 1024),
    cookie: {
      name,
      sameSite: cookie.sameSite ?? 'Strict',
      secure: cookie.secure,
      path: cookie.path,
    },
    cleanupIntervalMs: positive('cleanupIntervalMs', options.cleanupIntervalMs, 60_000),
    // Whole milliseconds, as the stores keep them.
    now: options.now ? () => Math.floor((options.now as () => number)()) : Date.now,
    onError: options.onError ?? ((error) => console.error('[@appkit/siwx/server]', error)),
  }
}
