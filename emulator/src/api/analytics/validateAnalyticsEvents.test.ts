import { describe, expect, it } from 'vitest'
import { MAX_EVENTS_PER_REQUEST, validateAnalyticsEvents } from './validateAnalyticsEvents.js'

const track = {
  eventId: '7c3f1f9e-8f3a-4c55-9a55-2b1b0c9b7e11',
  url: 'http://localhost:5173/',
  domain: 'localhost',
  timestamp: 1_700_000_000_000,
  props: { type: 'track', event: 'SWITCH_NETWORK', properties: { network: 'eip155:1' } },
}
const error = {
  ...track,
  eventId: 'e2',
  props: {
    type: 'error',
    event: 'INTERNAL_SDK_ERROR',
    errorType: 'TypeError',
    errorMessage: 'x is undefined',
    stackTrace: 'TypeError: x is undefined\n    at f (app.js:1:1)',
    address: '0x1111111111111111111111111111111111111111',
  },
}

describe('validateAnalyticsEvents (POST /e body, spec §7)', () => {
  it('accepts one event object, or an array of events', () => {
    expect(validateAnalyticsEvents(track)).toEqual({ ok: true, events: [track] })
    expect(validateAnalyticsEvents([track, error])).toEqual({ ok: true, events: [track, error] })
  })

  it.each([
    ['eventId', { ...track, eventId: '' }, "'eventId' must be a non-empty string"],
    ['url', { ...track, url: 1 }, "'url' must be a string"],
    ['domain', { ...track, domain: null }, "'domain' must be a string"],
    ['timestamp', { ...track, timestamp: '2024' }, "'timestamp' must be an integer number"],
    ['props', { ...track, props: [] }, "'props' must be an object"],
    ['props.type', { ...track, props: { event: 'X' } }, "'props.type' must be 'track' or 'error'"],
    ['props.event', { ...track, props: { type: 'track' } }, "'props.event' must be a non-empty"],
    ['props.properties', { ...track, props: { type: 'track', event: 'X', properties: 'a' } }, ''],
    ['props.address', { ...track, props: { ...track.props, address: 1 } }, ''],
    ['props.stackTrace', { ...error, props: { ...error.props, stackTrace: undefined } }, ''],
  ])('names the bad field %s', (field, event, message) => {
    const result = validateAnalyticsEvents(event)
    expect(result).toMatchObject({ ok: false, field })
    expect(result.ok ? '' : result.message).toContain(message)
  })

  it('names the bad event of an array by its index', () => {
    expect(validateAnalyticsEvents([track, { ...error, props: { type: 'error' } }])).toEqual({
      ok: false,
      field: '[1].props.event',
      message: "'[1].props.event' must be a non-empty string",
    })
    expect(validateAnalyticsEvents([track, 'text'])).toMatchObject({ ok: false, field: '[1]' })
  })

  it('refuses a body that is not an event, an empty array and an array that is too long', () => {
    expect(validateAnalyticsEvents('hello')).toMatchObject({ ok: false, field: 'body' })
    expect(validateAnalyticsEvents(null)).toMatchObject({ ok: false, field: 'body' })
    expect(validateAnalyticsEvents([])).toMatchObject({ ok: false, field: 'body' })
    const tooMany = Array.from({ length: MAX_EVENTS_PER_REQUEST + 1 }, () => track)
    expect(validateAnalyticsEvents(tooMany)).toMatchObject({ ok: false, field: 'body' })
  })
})
