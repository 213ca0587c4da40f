import type { SiwxServerStore, StoredSiwxSession } from './SiwxServerStore.js'

const isLive = (session: StoredSiwxSession, now: number) =>
  session.expiresAt === null || session.expiresAt > now

/** The memory store, which can also be looked into and emptied (a local emulator's controls). */
export interface MemorySiwxStore extends SiwxServerStore {
  /** Every kept session, whoever owns it. */
  list(): StoredSiwxSession[]
  /** Forgets every nonce and session. */
  clear(): void
}

/**
 * Nonces and sessions in this process's memory: for tests and development on one machine.
 * Everything is lost on restart, and a second instance sees none of it. At most `maxNonces`
 * (100,000) unspent nonces are kept; past that the oldest are dropped.
 *
 * @example const store = createMemorySiwxStore()
 */
export function createMemorySiwxStore(options: { maxNonces?: number } = {}): MemorySiwxStore {
  // GET /nonce needs no sign-in: without a bound, anyone could fill this process's memory.
  const maxNonces = options.maxNonces ?? 100_000
  const nonces = new Map<string, number>()
  let sessions: StoredSiwxSession[] = []
  const matches = (session: StoredSiwxSession, owner: string, chainId: string, address: string) =>
    session.owner === owner && session.chainId === chainId && session.accountAddress === address
  return {
    async addNonce(nonce, expiresAt) {
      nonces.set(nonce, expiresAt)
      // The oldest go first (a Map keeps insertion order); they are the likeliest to be unused.
      for (const oldest of nonces.keys()) {
        if (nonces.size <= maxNonces) break
        nonces.delete(oldest)
      }
    },
    async hasNonce(nonce, now) {
      const expiresAt = nonces.get(nonce)
      return expiresAt !== undefined && expiresAt > now
    },
    async spendNonceAndAddSession(nonce, now, session) {
      const expiresAt = nonces.get(nonce)
      if (expiresAt === undefined || expiresAt <= now) return false
      nonces.delete(nonce)
      sessions.push(structuredClone(session))
      return true
    },
    async getSessions(owner, chainId, accountAddress, now) {
      return sessions
        .filter((session) => matches(session, owner, chainId, accountAddress))
        .filter((session) => isLive(session, now))
        .map((session) => structuredClone(session))
    },
    async moveSessions(fromOwner, toOwner) {
      let moved = 0
      sessions = sessions.map((session) => {
        if (session.owner !== fromOwner) return session
        moved++
        return { ...session, owner: toOwner }
      })
      return moved
    },
    async deleteSessions(owner, chainId, accountAddress) {
      sessions = sessions.filter((session) => !matches(session, owner, chainId, accountAddress))
    },
    async removeExpired(now) {
      for (const [nonce, expiresAt] of nonces) if (expiresAt <= now) nonces.delete(nonce)
      sessions = sessions.filter((session) => isLive(session, now))
    },
    list: () => sessions.map((session) => structuredClone(session)),
    clear() {
      nonces.clear()
      sessions = []
    },
    async close() {
      nonces.clear()
      sessions = []
    },
  }
}
