import { describe, expect, it } from 'vitest'
import { decodeHistoryCursor, encodeHistoryCursor, isNewer } from './historyCursor.js'

describe('history cursor', () => {
  it('round-trips a position through opaque base64url text', () => {
    const cursor = encodeHistoryCursor({ blockNumber: 1234n, index: 3 })
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(cursor).not.toContain('1234')
    expect(decodeHistoryCursor(cursor)).toEqual({ blockNumber: 1234n, index: 3 })
  })

  it("refuses anything it did not make with 400 'Invalid cursor'", () => {
    const forged = Buffer.from('h1:-1:0').toString('base64url')
    for (const cursor of ['', 'x', 'a b', forged, 'a'.repeat(65)]) {
      expect(() => decodeHistoryCursor(cursor)).toThrow('Invalid cursor')
    }
  })

  it('orders newest first: higher block, then higher index in the block', () => {
    expect(isNewer({ blockNumber: 2n, index: 0 }, { blockNumber: 1n, index: 5 })).toBe(true)
    expect(isNewer({ blockNumber: 1n, index: 1 }, { blockNumber: 1n, index: 0 })).toBe(true)
    expect(isNewer({ blockNumber: 1n, index: 0 }, { blockNumber: 1n, index: 0 })).toBe(false)
  })
})
