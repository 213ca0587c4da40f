import { describe, expect, it } from 'vitest'
import { createRelayMailbox } from './createRelayMailbox.js'

const topic = 'a'.repeat(64)
const dapp = 'did:key:dapp'
const wallet = 'did:key:wallet'

function clock(start = 1_000_000) {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

describe('createRelayMailbox', () => {
  it('keeps a message for its ttl, then drops it (per-topic mailboxes with TTL)', () => {
    const time = clock()
    const mailbox = createRelayMailbox({ now: time.now })
    mailbox.store({ topic, message: 'm1', ttlSeconds: 300, tag: 1, publisherId: dapp })
    time.advance(299_999)
    expect(mailbox.pendingFor(wallet, topic).map((m) => m.message)).toEqual(['m1'])
    time.advance(1)
    expect(mailbox.pendingFor(wallet, topic)).toEqual([])
    expect(mailbox.snapshot()).toEqual([])
  })

  it('queues messages until someone subscribes, oldest first', () => {
    const time = clock()
    const mailbox = createRelayMailbox({ now: time.now })
    mailbox.store({ topic, message: 'first', ttlSeconds: 60, tag: 1, publisherId: dapp })
    time.advance(10)
    mailbox.store({ topic, message: 'second', ttlSeconds: 60, tag: 1, publisherId: dapp })
    expect(mailbox.snapshot()).toEqual([{ topic, subscribers: [], queued: 2 }])
    mailbox.subscribe(wallet, topic)
    expect(mailbox.pendingFor(wallet, topic).map((m) => m.message)).toEqual(['first', 'second'])
  })

  it('removes a message once every subscriber but the publisher acknowledged it', () => {
    const mailbox = createRelayMailbox()
    mailbox.subscribe(dapp, topic)
    mailbox.subscribe(wallet, topic)
    const { message } = mailbox.store({
      topic,
      message: 'proposal',
      ttlSeconds: 60,
      tag: 1100,
      publisherId: dapp,
    })
    mailbox.acknowledge(wallet, message.id)
    expect(mailbox.pendingFor(wallet, topic)).toEqual([])
    expect(mailbox.snapshot()).toEqual([{ topic, subscribers: [dapp, wallet], queued: 0 }])
  })

  it('keeps a message for a subscriber that has not acknowledged it yet', () => {
    const mailbox = createRelayMailbox()
    const other = 'did:key:other'
    mailbox.subscribe(wallet, topic)
    mailbox.subscribe(other, topic)
    const { message } = mailbox.store({
      topic,
      message: 'm',
      ttlSeconds: 60,
      tag: 1,
      publisherId: dapp,
    })
    mailbox.acknowledge(wallet, message.id)
    expect(mailbox.pendingFor(wallet, topic)).toEqual([])
    expect(mailbox.pendingFor(other, topic).map((m) => m.message)).toEqual(['m'])
  })

  it('never hands a message back to the client that published it (no echo)', () => {
    const mailbox = createRelayMailbox()
    mailbox.subscribe(dapp, topic)
    mailbox.store({ topic, message: 'mine', ttlSeconds: 60, tag: 1, publisherId: dapp })
    expect(mailbox.pendingFor(dapp, topic)).toEqual([])
    expect(mailbox.pendingFor(wallet, topic).map((m) => m.message)).toEqual(['mine'])
  })

  it('stores a republished envelope once (a client retrying its publish)', () => {
    const mailbox = createRelayMailbox()
    const first = mailbox.store({ topic, message: 'm', ttlSeconds: 60, tag: 1, publisherId: dapp })
    const again = mailbox.store({ topic, message: 'm', ttlSeconds: 60, tag: 1, publisherId: dapp })
    expect(first.isNew).toBe(true)
    expect(again).toEqual({ message: first.message, isNew: false })
    expect(mailbox.snapshot()[0]?.queued).toBe(1)
  })

  it('forgets a subscription on unsubscribe and drops the empty topic', () => {
    const mailbox = createRelayMailbox()
    mailbox.subscribe(wallet, topic)
    expect(mailbox.isSubscribed(wallet, topic)).toBe(true)
    mailbox.unsubscribe(wallet, topic)
    expect(mailbox.isSubscribed(wallet, topic)).toBe(false)
    expect(mailbox.snapshot()).toEqual([])
  })
})
