import { randomBytes } from 'node:crypto'

/** How long an issued nonce waits for its signed message. */
export const AUTH_NONCE_LIFETIME_MS = 10 * 60_000

export interface NonceBook {
  /** A fresh alphanumeric nonce (EIP-4361: at least 8 letters and digits). */
  issue(): string
  /** True once for a nonce issued here and not expired; it is spent either way. */
  spend(nonce: string): boolean
}

/** The auth service's nonces: each issued once, accepted once, within its lifetime. */
export function createNonceBook(
  options: { now?: () => number; lifetimeMs?: number } = {},
): NonceBook {
  const { now = Date.now, lifetimeMs = AUTH_NONCE_LIFETIME_MS } = options
  const issued = new Map<string, number>()
  return {
    issue() {
      for (const [nonce, at] of issued) if (now() - at >= lifetimeMs) issued.delete(nonce)
      const nonce = randomBytes(12).toString('hex')
      issued.set(nonce, now())
      return nonce
    },
    spend(nonce) {
      const at = issued.get(nonce)
      issued.delete(nonce)
      return at !== undefined && now() - at < lifetimeMs
    },
  }
}
