export interface SiwxCookieOptions {
  /** The cookie's name. Default: 'appkit_siwx'. */
  name?: string
  /**
   * Default: 'Strict': the endpoints are only called by the app's own pages with fetch, never
   * reached by following a link from another site, so the cookie has no reason to leave the site.
   * 'Lax' also sends it on top-level navigations from other sites.
   */
  sameSite?: 'Strict' | 'Lax'
  /** Default: when the request is https (set it behind a proxy that ends TLS). */
  secure?: boolean
  /** Default: the handler's base path, the request's path without its last segment. */
  path?: string
}

export const SIWX_COOKIE_NAME = 'appkit_siwx'

/** Browsers keep a cookie at most 400 days (RFC 6265bis); a longer Max-Age is cut to it. */
const MAX_COOKIE_AGE_SECONDS = 400 * 24 * 60 * 60

/** The handler's base path: the request's path without its last segment ('/api/auth/nonce' → '/api/auth'). */
export function basePathOf(url: URL): string {
  const path = url.pathname.replace(/\/+$/, '')
  return path.slice(0, path.lastIndexOf('/')) || '/'
}

/**
 * The Set-Cookie value that hands the browser its owner token: out of the page scripts' reach
 * (HttpOnly), sent only to the handler's paths, and kept as long as the session it owns lasts.
 */
export function formatOwnerCookie(parameters: {
  name: string
  token: string
  path: string
  secure: boolean
  sameSite: 'Strict' | 'Lax'
  /** Epoch ms; null for a session without Expiration Time. */
  expiresAt: number | null
  now: number
}): string {
  const { name, token, path, secure, sameSite, expiresAt, now } = parameters
  const maxAge =
    expiresAt === null
      ? MAX_COOKIE_AGE_SECONDS
      : Math.min(MAX_COOKIE_AGE_SECONDS, Math.max(0, Math.ceil((expiresAt - now) / 1000)))
  return [
    `${name}=${token}`,
    `Path=${path}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    `SameSite=${sameSite}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}
