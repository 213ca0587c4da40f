import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AnalyticsEventBody } from './AnalyticsEventBody.js'
import { createEventQueue, type DeliveryMode, type EventQueueOptions } from './createEventQueue.js'

const event = (name: string, always = false) => ({
  always,
  body: {
    eventId: name,
    url: 'http://localhost/',
    domain: 'localhost',
    timestamp: 0,
    props: { type: 'track' as const, event: name },
  },
})

function setUp(overrides: Partial<EventQueueOptions> = {}) {
  const batches: { names: string[]; mode: DeliveryMode }[] = []
  const state: { enabled: boolean | undefined } = { enabled: true }
  let resolveKnown: () => void = () => undefined
  const known = new Promise<void>((resolve) => {
    resolveKnown = resolve
  })
  const whenKnown = vi.fn(() => known)
  const queue = createEventQueue({
    flushDelayMs: 1_000,
    batchSize: 10,
    maxQueued: 100,
    isEnabled: () => state.enabled,
    whenKnown,
    deliver: (events: readonly AnalyticsEventBody[], mode) =>
      batches.push({ names: events.map((e) => e.props.event), mode }),
    ...overrides,
  })
  const know = (enabled: boolean) => {
    state.enabled = enabled
    resolveKnown()
  }
  return { queue, batches, state, know, whenKnown }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createEventQueue', () => {
  it('the first event starts the flush delay; events within it go out in one batch', () => {
    const { queue, batches } = setUp()
    queue.push(event('A'))
    vi.advanceTimersByTime(600)
    queue.push(event('B'))
    expect(batches).toEqual([])
    vi.advanceTimersByTime(400)
    expect(batches).toEqual([{ names: ['A', 'B'], mode: 'fetch' }])
    vi.advanceTimersByTime(5_000)
    expect(batches).toHaveLength(1)
  })

  it('a full batch goes out at once', () => {
    const { queue, batches } = setUp({ batchSize: 3 })
    for (const name of ['A', 'B', 'C']) queue.push(event(name))
    expect(batches).toEqual([{ names: ['A', 'B', 'C'], mode: 'fetch' }])
    expect(queue.size()).toBe(0)
  })

  it('drops the non-always events when analytics is off, and sends the always ones', () => {
    const { queue, batches, state } = setUp()
    state.enabled = false
    queue.push(event('INITIALIZE', true))
    queue.push(event('CONNECT_SUCCESS'))
    queue.flush()
    expect(batches).toEqual([{ names: ['INITIALIZE'], mode: 'fetch' }])
    expect(queue.size()).toBe(0)
  })

  it("keeps events waiting for the project's answer, asks once, and sends them when it is on", async () => {
    const { queue, batches, state, know, whenKnown } = setUp()
    state.enabled = undefined
    queue.push(event('INITIALIZE', true))
    queue.push(event('SELECT_WALLET'))
    queue.flush('beacon')
    queue.push(event('CONNECT_SUCCESS'))
    queue.flush('beacon')
    expect(batches).toEqual([{ names: ['INITIALIZE'], mode: 'beacon' }])
    expect(queue.size()).toBe(2)
    expect(whenKnown).toHaveBeenCalledTimes(1)
    know(true)
    await vi.waitFor(() => expect(batches).toHaveLength(2))
    expect(batches[1]).toEqual({ names: ['SELECT_WALLET', 'CONNECT_SUCCESS'], mode: 'fetch' })
  })

  it('splits a long queue into batches of batchSize', () => {
    const { queue, batches, state } = setUp({ batchSize: 2 })
    state.enabled = undefined
    for (const name of ['A', 'B', 'C']) queue.push(event(name))
    state.enabled = true
    queue.flush()
    expect(batches.map((batch) => batch.names)).toEqual([['A', 'B'], ['C']])
  })

  it('keeps at most maxQueued events, dropping the oldest', () => {
    const { queue, batches, state } = setUp({ maxQueued: 2 })
    state.enabled = undefined
    for (const name of ['A', 'B', 'C']) queue.push(event(name))
    expect(queue.size()).toBe(2)
    state.enabled = true
    queue.flush()
    expect(batches).toEqual([{ names: ['B', 'C'], mode: 'fetch' }])
  })

  it('close flushes and takes no more events', () => {
    const { queue, batches } = setUp()
    queue.push(event('A'))
    queue.close()
    queue.push(event('B'))
    vi.advanceTimersByTime(5_000)
    expect(batches).toEqual([{ names: ['A'], mode: 'fetch' }])
  })
})
