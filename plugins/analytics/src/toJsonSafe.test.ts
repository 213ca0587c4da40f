import { describe, expect, it } from 'vitest'
import { toJsonSafe } from './toJsonSafe.js'

describe('toJsonSafe', () => {
  it('copies the properties, turning bigints into decimal text and leaving out functions', () => {
    const properties = { amount: 10n ** 18n, token: 'TEST', callback: () => 1, missing: undefined }
    const copy = toJsonSafe(properties)
    expect(copy).toEqual({ amount: '1000000000000000000', token: 'TEST' })
    properties.token = 'CHANGED'
    expect(copy?.token).toBe('TEST')
  })

  it('gives undefined for a cycle or a value that is not an object', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(toJsonSafe(cyclic)).toBeUndefined()
    expect(toJsonSafe('text')).toBeUndefined()
    expect(toJsonSafe([1, 2])).toBeUndefined()
    expect(toJsonSafe(undefined)).toBeUndefined()
  })
})
