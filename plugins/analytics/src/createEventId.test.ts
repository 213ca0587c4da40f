import { describe, expect, it } from 'vitest'
import { createEventId } from './createEventId.js'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('createEventId', () => {
  it('uses crypto.randomUUID where the page has it', () => {
    expect(createEventId(globalThis.crypto)).toMatch(UUID_V4)
    expect(createEventId(globalThis.crypto)).not.toBe(createEventId(globalThis.crypto))
  })

  it('builds a version 4 UUID from getRandomValues on pages without randomUUID (insecure contexts)', () => {
    const zeros = { getRandomValues: <T extends ArrayBufferView | null>(array: T) => array }
    expect(createEventId(zeros)).toBe('00000000-0000-4000-8000-000000000000')
    const random = { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) }
    expect(createEventId(random)).toMatch(UUID_V4)
  })
})
