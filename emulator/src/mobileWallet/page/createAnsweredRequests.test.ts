import { describe, expect, it } from 'vitest'
import { createAnsweredRequests } from './createAnsweredRequests.js'

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

describe('answered requests (skipped when WalletKit restores them as pending after a reload)', () => {
  it('remembers answered ids across instances over the same storage', () => {
    const storage = memoryStorage()
    createAnsweredRequests(storage).add(1700000000001)
    const afterReload = createAnsweredRequests(storage)
    expect(afterReload.has(1700000000001)).toBe(true)
    expect(afterReload.has(1700000000002)).toBe(false)
  })

  it('keeps only the last 100 ids', () => {
    const answered = createAnsweredRequests(memoryStorage())
    for (let id = 1; id <= 101; id++) answered.add(id)
    expect(answered.has(1)).toBe(false)
    expect(answered.has(2)).toBe(true)
    expect(answered.has(101)).toBe(true)
  })

  it('treats corrupt or foreign storage content as nothing answered', () => {
    for (const value of ['{', '{"a":1}', '["x", 3]', 'null']) {
      const answered = createAnsweredRequests(
        memoryStorage({ 'appkit-test-mobile-wallet:answered-requests': value }),
      )
      expect(answered.has(1)).toBe(false)
      expect(answered.has(3)).toBe(value === '["x", 3]')
      answered.add(4)
      expect(answered.has(4)).toBe(true)
    }
  })
})
