import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

/** The auth service's cookie: the signing browser's token, which owns its sessions. */
export const SESSION_COOKIE = 'appkit_siwx'

const TOKEN = /^[A-Za-z0-9_-]{43}$/

/** The request's session token, when it carries a well-formed one. */
export function sessionTokenOf(req: IncomingMessage): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=', 2)
    if (name === SESSION_COOKIE && value !== undefined && TOKEN.test(value)) return value
  }
  return undefined
}

/** A fresh token: 32 random bytes, base64url. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * The Set-Cookie value for `token`: out of reach of the page's scripts (HttpOnly), sent only
 * by pages of the same site (SameSite=Strict; the demo on 127.0.0.1:5173 and the emulator on
 * 127.0.0.1:4100 are one site), and only to the auth service's paths.
 */
export function sessionCookie(token: string, path: string): string {
  return `${SESSION_COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=${path}`
}
