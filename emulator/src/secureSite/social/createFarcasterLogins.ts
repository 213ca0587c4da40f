import { randomBytes } from 'node:crypto'

/** How long the frame's CONNECT_FARCASTER waits for the approval (under the host's 120 s). */
export const FARCASTER_WAIT_MS = 110_000

export interface FarcasterLogins {
  /** A new login channel; its approval page is /farcaster/{channel}. */
  start(): string
  isPending(channel: string): boolean
  /** The user approved on the stand-in page as `username`; false when the channel is unknown. */
  approve(channel: string, username: string): boolean
  /** Resolves with the username once approved (once per channel); rejects after `waitMs`. */
  wait(channel: string, waitMs?: number): Promise<string>
}

interface Channel {
  username?: string
  waiters: ((username: string) => void)[]
  expiresAt: number
}

/**
 * The emulator's stand-in for Farcaster's sign-in: the host shows a link to a local approval
 * page (a username instead of a Farcaster account); the frame waits on the channel until it is
 * approved.
 */
export function createFarcasterLogins(options: { now?: () => number } = {}): FarcasterLogins {
  const now = options.now ?? Date.now
  const channels = new Map<string, Channel>()
  const live = (channel: string) => {
    const entry = channels.get(channel)
    if (entry && entry.expiresAt < now()) channels.delete(channel)
    return entry && entry.expiresAt >= now() ? entry : undefined
  }
  return {
    start() {
      const channel = randomBytes(16).toString('hex')
      channels.set(channel, { waiters: [], expiresAt: now() + 5 * 60_000 })
      return channel
    },
    isPending: (channel) => live(channel)?.username === undefined && live(channel) !== undefined,
    approve(channel, username) {
      const entry = live(channel)
      if (!entry || entry.username !== undefined) return false
      entry.username = username
      for (const waiter of entry.waiters.splice(0)) waiter(username)
      return true
    },
    wait(channel, waitMs = FARCASTER_WAIT_MS) {
      const entry = live(channel)
      if (!entry) return Promise.reject(new Error('This Farcaster login has expired'))
      const consume = (username: string) => {
        channels.delete(channel)
        return username
      }
      if (entry.username !== undefined) return Promise.resolve(consume(entry.username))
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          entry.waiters = entry.waiters.filter((waiter) => waiter !== onApproved)
          reject(new Error('Farcaster login timed out'))
        }, waitMs)
        // A frame that went away leaves its wait pending: it must not keep the emulator running.
        timer.unref()
        const onApproved = (username: string) => {
          clearTimeout(timer)
          resolve(consume(username))
        }
        entry.waiters.push(onApproved)
      })
    },
  }
}
