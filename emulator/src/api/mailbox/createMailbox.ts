/** One email the emulator "sent": the secure site's one-time codes land here, not in an inbox. */
export interface MailboxMessage {
  id: number
  to: string
  subject: string
  /** The one-time code the message carries. */
  code: string
  sentAt: number
}

export interface Mailbox {
  deliver(message: Omit<MailboxMessage, 'id' | 'sentAt'>): MailboxMessage
  list(): readonly MailboxMessage[]
  clear(): void
}

/** Keeps at most `limit` messages, newest last (the devtools' Emulator tab lists them). */
export function createMailbox(options: { limit?: number; now?: () => number } = {}): Mailbox {
  const limit = options.limit ?? 200
  const now = options.now ?? Date.now
  const messages: MailboxMessage[] = []
  let nextId = 1
  return {
    deliver(message) {
      const delivered = { ...message, id: nextId++, sentAt: now() }
      messages.push(delivered)
      if (messages.length > limit) messages.splice(0, messages.length - limit)
      return delivered
    },
    list: () => [...messages],
    clear: () => {
      messages.length = 0
    },
  }
}
