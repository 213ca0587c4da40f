import type { AuthSession } from './AuthSession.js'

/**
 * The verified sessions, each owned by the browser that signed in (its session cookie's token):
 * an app's server must not hand out or end a sign-in to whoever names an address.
 */
export interface SessionBook {
  /** Keeps the owner's session, replacing its earlier one for that account and network. */
  add(owner: string, session: AuthSession): void
  /** The owner's sessions for the account on the network that have not expired. */
  get(owner: string, chainId: string, address: string): AuthSession[]
  /** Ends the owner's sessions for the account on the network. */
  delete(owner: string, chainId: string, address: string): void
  /** Every unexpired session, whoever owns it (the emulator's control endpoint lists them). */
  list(): AuthSession[]
  /** Forgets every session (the control endpoint, between tests). */
  clear(): void
}

const keyOf = (owner: string, chainId: string, address: string) =>
  `${owner} ${chainId} ${address.toLowerCase()}`

function expiresAt(session: AuthSession): number {
  const text = session.data.expirationTime
  return typeof text === 'string' ? Date.parse(text) : Number.POSITIVE_INFINITY
}

/** In memory for the emulator's life. */
export function createSessionBook(options: { now?: () => number } = {}): SessionBook {
  const { now = Date.now } = options
  const sessions = new Map<string, AuthSession>()
  return {
    add(owner, session) {
      sessions.set(keyOf(owner, session.data.chainId, session.data.accountAddress), session)
    },
    get(owner, chainId, address) {
      const key = keyOf(owner, chainId, address)
      const session = sessions.get(key)
      if (session === undefined) return []
      if (expiresAt(session) > now()) return [session]
      sessions.delete(key)
      return []
    },
    delete(owner, chainId, address) {
      sessions.delete(keyOf(owner, chainId, address))
    },
    list: () => [...sessions.values()].filter((session) => expiresAt(session) > now()),
    clear: () => sessions.clear(),
  }
}
