import { MINUTE_MS } from '@appkit/kernel'
import { generateNonce } from '../message/generateNonce.js'

/** How long an issued nonce may wait for its signature. */
export const NONCE_LIFETIME_MS = 10 * MINUTE_MS

export interface NonceRegistry {
  issue(): string
  /** True once for a nonce issued here and not expired; the nonce is then spent. */
  consume(nonce: string): boolean
}

/** Issues nonces and spends each at most once ('nonce single-use'). */
export function createNonceRegistry(
  options: { now?: () => number; lifetimeMs?: number } = {},
): NonceRegistry {
  const { now = Date.now, lifetimeMs = NONCE_LIFETIME_MS } = options
  const issued = new Map<string, number>()
  function forgetExpired() {
    for (const [nonce, at] of issued) if (now() - at >= lifetimeMs) issued.delete(nonce)
  }
  return {
    issue() {
      forgetExpired()
      const nonce = generateNonce()
      issued.set(nonce, now())
      return nonce
    },
    consume(nonce) {
      forgetExpired()
      return issued.delete(nonce)
    },
  }
}
