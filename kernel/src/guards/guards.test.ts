import { describe, expect, it } from 'vitest'
import {
  arrayOf,
  isPlainObject,
  isString,
  literal,
  partialRecord,
  refine,
  struct,
} from './guards.js'

describe('guards for untrusted data', () => {
  it('struct checks required and present optional fields, and refuses non-plain objects', () => {
    const wallet = struct({ id: isString }, { name: isString })
    expect(wallet({ id: 'a' })).toBe(true)
    expect(wallet({ id: 'a', name: 'A', extra: 1 })).toBe(true)
    expect(wallet({ id: 'a', name: 3 })).toBe(false)
    expect(wallet({ name: 'A' })).toBe(false)
    expect(wallet([])).toBe(false)
    expect(wallet(null)).toBe(false)
    expect(wallet(new Date())).toBe(false)
  })

  it('partialRecord refuses unknown keys and bad values', () => {
    const ids = partialRecord(['eip155', 'solana'] as const, isString)
    expect(ids({ eip155: 'x' })).toBe(true)
    expect(ids({ bitcoin: 'x' })).toBe(false)
    expect(ids({ solana: 1 })).toBe(false)
    expect(ids({ ['__proto__']: 'x' })).toBe(false)
  })

  it('partialRecord takes a key guard for an open set of keys', () => {
    const byLowercaseKey = partialRecord((key): key is string => /^[a-z]+$/.test(key), isString)
    expect(byLowercaseKey({ anything: 'x', testfam: 'y' })).toBe(true)
    expect(byLowercaseKey({ Upper: 'x' })).toBe(false)
    expect(byLowercaseKey({ anything: 1 })).toBe(false)
  })

  it('untrusted input is refused with its documented message, never thrown past the boundary: guards answer false for a revoked proxy or a throwing getter', () => {
    const { proxy, revoke } = Proxy.revocable([], {})
    revoke()
    const throwing = Object.defineProperty({}, 'id', {
      enumerable: true,
      get: () => {
        throw new Error('hostile getter')
      },
    })
    const guards = [
      isPlainObject,
      struct({ id: isString }),
      partialRecord(['id'], isString),
      arrayOf(isString),
      refine(isPlainObject, (value) => value.id !== undefined),
    ]
    for (const guard of guards) {
      expect(guard(proxy)).toBe(false)
      expect(guard(throwing)).toBe(guard === isPlainObject)
      expect(guard([throwing])).toBe(false)
    }
  })

  it('literal, refine and arrayOf compose', () => {
    const mode = literal('light', 'dark')
    expect(mode('dark')).toBe(true)
    expect(mode('blue')).toBe(false)
    const short = refine(isString, (s) => s.length < 3)
    expect(arrayOf(short)(['a', 'bb'])).toBe(true)
    expect(arrayOf(short)(['a', 'bbb'])).toBe(false)
    expect(arrayOf(short)('ab')).toBe(false)
  })
})
