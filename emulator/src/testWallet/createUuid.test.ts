import { afterEach, describe, expect, it, vi } from 'vitest'
import { createUuid } from './createUuid.js'

const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('createUuid', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('returns a version 4 UUID', () => {
    expect(createUuid()).toMatch(v4)
    expect(createUuid()).not.toBe(createUuid())
  })

  it('builds a version 4 UUID from getRandomValues where randomUUID is missing (insecure context)', () => {
    const { getRandomValues } = globalThis.crypto
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) })
    expect(createUuid()).toMatch(v4)
  })
})
