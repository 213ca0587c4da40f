/** One published message, kept in its topic's mailbox until its ttl runs out or it was delivered. */
export interface RelayMessage {
  /** The relay's own sequence number. */
  id: number
  topic: string
  /** The encrypted envelope, as published (base64). */
  message: string
  /** When the relay received it (ms since epoch). */
  publishedAt: number
  expiresAt: number
  tag: number
  attestation: string | undefined
  /** Client id (did:key) of the publisher: it is never delivered back to it. */
  publisherId: string
}

export interface RelayMessageInput {
  topic: string
  message: string
  ttlSeconds: number
  tag: number
  attestation?: string | undefined
  publisherId: string
}

export interface RelayTopicSnapshot {
  topic: string
  /** Client ids subscribed to the topic. */
  subscribers: readonly string[]
  /** Messages still waiting for at least one subscriber's acknowledgement. */
  queued: number
}

export interface RelayMailbox {
  /**
   * Keeps a message for `ttlSeconds`. Publishing the same envelope on the same topic again (a
   * client retrying) returns the stored one with `isNew` false.
   */
  store(input: RelayMessageInput): { message: RelayMessage; isNew: boolean }
  subscribe(clientId: string, topic: string): void
  unsubscribe(clientId: string, topic: string): void
  isSubscribed(clientId: string, topic: string): boolean
  /** Unexpired messages of `topic` the client neither published nor acknowledged, oldest first. */
  pendingFor(clientId: string, topic: string): RelayMessage[]
  /**
   * Marks a message delivered to the client. Once every subscriber but the publisher has
   * acknowledged it, the message leaves the mailbox.
   */
  acknowledge(clientId: string, messageId: number): void
  /** Drops expired messages and topics with neither messages nor subscribers. */
  prune(): void
  snapshot(): RelayTopicSnapshot[]
}

interface StoredMessage {
  record: RelayMessage
  acknowledgedBy: Set<string>
}

interface Mailbox {
  messages: StoredMessage[]
  subscribers: Set<string>
}

/**
 * The relay's persistent store: per topic, the messages not yet delivered and the client ids
 * subscribed. It outlives sockets (a relay restart keeps it), like a real relay's database.
 */
export function createRelayMailbox(options: { now?: () => number } = {}): RelayMailbox {
  const now = options.now ?? Date.now
  const topics = new Map<string, Mailbox>()
  const byId = new Map<number, { topic: string; stored: StoredMessage }>()
  let nextId = 1

  const mailboxOf = (topic: string): Mailbox => {
    let mailbox = topics.get(topic)
    if (mailbox === undefined) {
      mailbox = { messages: [], subscribers: new Set() }
      topics.set(topic, mailbox)
    }
    return mailbox
  }

  const isLive = (stored: StoredMessage) => stored.record.expiresAt > now()

  const remove = (mailbox: Mailbox, stored: StoredMessage) => {
    mailbox.messages.splice(mailbox.messages.indexOf(stored), 1)
    byId.delete(stored.record.id)
  }

  const isFullyDelivered = (mailbox: Mailbox, stored: StoredMessage) => {
    const recipients = [...mailbox.subscribers].filter((id) => id !== stored.record.publisherId)
    return stored.acknowledgedBy.size > 0 && recipients.every((id) => stored.acknowledgedBy.has(id))
  }

  const prune = () => {
    for (const [topic, mailbox] of topics) {
      for (const stored of [...mailbox.messages]) if (!isLive(stored)) remove(mailbox, stored)
      if (mailbox.messages.length === 0 && mailbox.subscribers.size === 0) topics.delete(topic)
    }
  }

  return {
    store(input) {
      prune()
      const mailbox = mailboxOf(input.topic)
      const existing = mailbox.messages.find((stored) => stored.record.message === input.message)
      if (existing !== undefined) return { message: existing.record, isNew: false }
      const publishedAt = now()
      const record: RelayMessage = {
        id: nextId++,
        topic: input.topic,
        message: input.message,
        publishedAt,
        expiresAt: publishedAt + input.ttlSeconds * 1000,
        tag: input.tag,
        attestation: input.attestation,
        publisherId: input.publisherId,
      }
      const stored = { record, acknowledgedBy: new Set<string>() }
      mailbox.messages.push(stored)
      byId.set(record.id, { topic: input.topic, stored })
      return { message: record, isNew: true }
    },
    subscribe(clientId, topic) {
      mailboxOf(topic).subscribers.add(clientId)
    },
    unsubscribe(clientId, topic) {
      topics.get(topic)?.subscribers.delete(clientId)
    },
    isSubscribed: (clientId, topic) => topics.get(topic)?.subscribers.has(clientId) ?? false,
    pendingFor(clientId, topic) {
      const mailbox = topics.get(topic)
      if (mailbox === undefined) return []
      return mailbox.messages
        .filter(
          (stored) =>
            isLive(stored) &&
            stored.record.publisherId !== clientId &&
            !stored.acknowledgedBy.has(clientId),
        )
        .map((stored) => stored.record)
    },
    acknowledge(clientId, messageId) {
      const entry = byId.get(messageId)
      if (entry === undefined) return
      entry.stored.acknowledgedBy.add(clientId)
      const mailbox = topics.get(entry.topic)
      if (mailbox !== undefined && isFullyDelivered(mailbox, entry.stored)) {
        remove(mailbox, entry.stored)
      }
    },
    prune,
    snapshot() {
      prune()
      return [...topics].map(([topic, mailbox]) => ({
        topic,
        subscribers: [...mailbox.subscribers],
        queued: mailbox.messages.length,
      }))
    },
  }
}
