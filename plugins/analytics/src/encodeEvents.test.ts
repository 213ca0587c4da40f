import { describe, expect, it } from 'vitest'
import type { AnalyticsEventBody } from './AnalyticsEventBody.js'
import { encodeEvents } from './encodeEvents.js'

const event = (name: string): AnalyticsEventBody => ({
  eventId: `id-${name}`,
  url: 'http://localhost:5173/',
  domain: 'localhost',
  timestamp: 1,
  props: { type: 'track', event: name },
})

describe('encodeEvents', () => {
  it('sends one event as the object of spec §7 and a batch as an array, oldest first', () => {
    expect(JSON.parse(encodeEvents([event('INITIALIZE')]))).toEqual(event('INITIALIZE'))
    expect(JSON.parse(encodeEvents([event('A'), event('B')]))).toEqual([event('A'), event('B')])
  })
})
