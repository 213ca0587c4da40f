import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AnalyticsStore, createAnalyticsStore } from './createAnalyticsStore.js'
import type { IngestedEvent } from './IngestedEvent.js'

const source = { projectId: 'p1', st: 'appkit', sv: 'html-test-1.0.0' }
const event = (eventId: string, name = 'SWITCH_NETWORK'): IngestedEvent => ({
  eventId,
  url: 'http://localhost:5173/',
  domain: 'localhost',
  timestamp: 1_700_000_000_000,
  props: { type: 'track', event: name, properties: { network: 'eip155:1' } },
})

describe('createAnalyticsStore (PGlite, in memory)', () => {
  let store: AnalyticsStore

  beforeAll(() => {
    store = createAnalyticsStore()
  })
  afterAll(async () => {
    await store.close()
  })

  it('stores events with who sent them and lists them newest last', async () => {
    expect(await store.add([event('a', 'INITIALIZE'), event('b')], source)).toBe(2)
    const listed = await store.list()
    expect(listed.map((stored) => stored.eventId)).toEqual(['a', 'b'])
    expect(listed[1]).toEqual({
      ...event('b'),
      id: expect.any(Number),
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      ...source,
    })
    expect(listed[1]?.id).toBeGreaterThan(listed[0]?.id ?? Number.POSITIVE_INFINITY)
  }, 30_000)

  it('skips an eventId it already has (a retried or repeated beacon)', async () => {
    expect(await store.add([event('b'), event('c')], source)).toBe(1)
    expect((await store.list()).map((stored) => stored.eventId)).toEqual(['a', 'b', 'c'])
  })

  it('with a limit, lists only the newest events, still newest last', async () => {
    expect((await store.list({ limit: 2 })).map((stored) => stored.eventId)).toEqual(['b', 'c'])
  })

  it('clears, and refuses work once closed', async () => {
    await store.clear()
    expect(await store.list()).toEqual([])
    await store.close()
    await store.close()
    await expect(store.list()).rejects.toThrow('The analytics store is closed')
  })
})

describe('createAnalyticsStore with a dataDir', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'appkit-analytics-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('keeps the events in the folder across a close and reopen', async () => {
    const first = createAnalyticsStore({ dataDir })
    await first.add([event('kept')], source)
    await first.close()
    const second = createAnalyticsStore({ dataDir })
    try {
      expect((await second.list()).map((stored) => stored.eventId)).toEqual(['kept'])
    } finally {
      await second.close()
    }
  }, 60_000)

  it('closing a store that was never used opens nothing', async () => {
    await expect(createAnalyticsStore({ dataDir: join(dataDir, 'unused') }).close()).resolves.toBe(
      undefined,
    )
  })
})
