import { describe, expect, it } from 'vitest'
import { parseRetryAfter } from './parseRetryAfter.js'

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-01-01T00:00:00Z')

  it('reads delay-seconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000)
    expect(parseRetryAfter(' 0 ', now)).toBe(0)
    expect(parseRetryAfter('0.5', now)).toBe(500)
  })

  it('reads an HTTP date relative to now, never negative', () => {
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:05 GMT', now)).toBe(5000)
    expect(parseRetryAfter('Tue, 31 Dec 2024 23:59:00 GMT', now)).toBe(0)
  })

  it('returns undefined for what it cannot read', () => {
    expect(parseRetryAfter('', now)).toBeUndefined()
    expect(parseRetryAfter('soon', now)).toBeUndefined()
    expect(parseRetryAfter('-5', now)).toBeUndefined()
    expect(parseRetryAfter('Foo, 99 Bar 2025 99:99:99 GMT', now)).toBeUndefined()
  })
})
