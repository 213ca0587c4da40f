import type { SiwxServerStore, StoredSiwxSession } from './SiwxServerStore.js'

const isLive = (session: StoredSiwxSession, now: number) =>
  session.expiresAt === null || session.expiresAt > now

/**
 * Nonces and sessions in this process's memory: for tests and development on one machine.
 * Everything is lost on restart, and a second instance sees none of it.
 *
 * @example const store = createMemorySiwxStore()
 */
export function createMemorySiwxStore(): SiwxServerStore {
  const nonces = new Map<string, number>()
  let sessions: StoredSiwxSession[] = []
  const matches = (session: StoredSiwxSession, owner: string, chainId: string, address: string) =>
    session.owner === owner && session.chainId === chainId && session.accountAddress === address
  return {
    async addNonce(nonce, expiresAt) {
      nonces.set(nonce, expiresAt)
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
    async deleteSessions(owner, chainId, accountAddress) {
      sessions = sessions.filter((session) => !matches(session, owner, chainId, accountAddress))
    },
    async removeExpired(now) {
      for (const [nonce, expiresAt] of nonces) if (expiresAt <= now) nonces.delete(nonce)
      sessions = sessions.filter((session) => isLive(session, now))
    },
    async close() {
      nonces.clear()
      sessions = []
    },
  }
}
