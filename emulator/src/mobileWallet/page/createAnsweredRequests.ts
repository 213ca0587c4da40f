/** The ids of the session requests this wallet has answered, kept across reloads of the page. */
export interface AnsweredRequests {
  /** Records the id synchronously, before the answer goes out. */
  add: (id: number) => void
  has: (id: number) => boolean
}

const KEY = 'appkit-test-mobile-wallet:answered-requests'
const KEPT = 100

/**
 * WalletKit deletes an answered request from its IndexedDB store without waiting for the write,
 * so a reload right after answering can bring the request back as pending and prompt again.
 * The page remembers what it answered in session storage (written synchronously) and skips
 * those on restore. Anything unreadable in storage counts as nothing answered.
 */
export function createAnsweredRequests(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
): AnsweredRequests {
  const read = (): number[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]')
      return Array.isArray(parsed) ? parsed.filter((id) => Number.isSafeInteger(id)) : []
    } catch {
      return []
    }
  }
  return {
    add: (id) => {
      const ids = read().filter((other) => other !== id)
      storage.setItem(KEY, JSON.stringify([...ids, id].slice(-KEPT)))
    },
    has: (id) => read().includes(id),
  }
}
