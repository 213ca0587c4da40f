import type { AuthRefusal } from './AuthRefusal.js'
import { type AuthSession, decodeAuthSession } from './AuthSession.js'
import { createNonceBook, type NonceBook } from './createNonceBook.js'
import { createSessionBook, type SessionBook } from './createSessionBook.js'
import { verifyAuthSession } from './verifyAuthSession.js'

export interface AuthServiceOptions {
  /** Node URL per EIP-155 chain id (the emulator's local chains). */
  rpcUrls: ReadonlyMap<string, string>
  now?: () => number
}

export interface AuthService {
  nonces: NonceBook
  sessions: SessionBook
  /**
   * Verifies a session for the requesting site's domain and keeps it for `owner` (the signing
   * browser's session token); resolves with the refusal otherwise.
   */
  signIn(session: AuthSession, domain: string, owner: string): Promise<AuthRefusal | undefined>
}

/**
 * The emulator's stand-in for an app's sign-in server: it issues nonces, verifies sessions
 * (see verifyAuthSession) and keeps them, so the demo can use it as its server.
 */
export function createAuthService(options: AuthServiceOptions): AuthService {
  const now = options.now ?? Date.now
  const nonces = createNonceBook({ now })
  const sessions = createSessionBook({ now })
  return {
    nonces,
    sessions,
    async signIn(body, domain, owner) {
      // Only the message fields are kept, whatever else the caller's object carries.
      const session = decodeAuthSession(body)
      if (!session) return { reason: 'malformed', message: 'The body is not a session' }
      const refusal = await verifyAuthSession(session, {
        domain,
        nonces,
        rpcUrl: (chainId) => options.rpcUrls.get(String(chainId)),
        now: now(),
      })
      if (!refusal) sessions.add(owner, session)
      return refusal
    },
  }
}
