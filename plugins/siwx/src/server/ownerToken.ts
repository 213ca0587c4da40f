const TOKEN_BYTES = 32
/** 32 bytes in base64url without padding. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/

/**
 * A fresh owner token: 32 random bytes, base64url. Web Crypto, not node:crypto, so the handlers
 * run on edge runtimes too.
 */
export function createOwnerToken(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(TOKEN_BYTES))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** The request's owner token: the first cookie named `name` whose value is a well-formed token. */
export function readOwnerToken(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue
    const value = part.slice(separator + 1).trim()
    if (TOKEN.test(value)) return value
  }
  return undefined
}
