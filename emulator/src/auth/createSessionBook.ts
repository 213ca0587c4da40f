import type { AuthSession } from './AuthSession.js'

export interface SessionBook {
  /** Keeps the session, replacing the account's earlier one on that network. */
  add(session: AuthSession): void
  /** The account's sessions on the network that have not expired. */
  get(chainId: string, address: string): AuthSession[]
  delete(chainId: string, address: string): void
  /** Every kept session (the control endpoint lists them). */
  list(): AuthSession[]
}

const keyOf = (chainId: string, address: string) => `${chainId} ${address.toLowerCase()}`

function expiresAt(session: AuthSession): number {
  const text = session.data.expirationTime
  return typeof text === 'string' ? Date.parse(text) : Number.POSITIVE_INFINITY
}

/** The verified sessions, one per account and network, in memory for the emulator's life. */
export function createSessionBook(options: { now?: () => number } = {}): SessionBook {
  const { now = Date.now } = options
  const sessions = new Map<string, AuthSession>()
  return {
    add(session) {
      sessions.set(keyOf(session.data.chainId, session.data.accountAddress), session)
    },
    get(chainId, address) {
      const key = keyOf(chainId, address)
      const session = sessions.get(key)
      if (session && expiresAt(session) <= now()) sessions.delete(key)
      return session && expiresAt(session) > now() ? [session] : []
    },
    delete(chainId, address) {
      sessions.delete(keyOf(chainId, address))
    },
    list: () => [...sessions.values()],
  }
}
