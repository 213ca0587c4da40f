import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLocalStorage } from './createLocalStorage.js'
import { createMemoryStorage } from './createMemoryStorage.js'

function fakeLocalStorage(overrides: Partial<Storage> = {}): Storage {
  const memory = createMemoryStorage()
  const keys = () => memory.keys?.() ?? []
  return {
    getItem: memory.getItem,
    setItem: memory.setItem,
    removeItem: memory.removeItem,
    clear: () => {
      for (const key of keys()) memory.removeItem(key)
    },
    key: (index: number) => keys()[index] ?? null,
    get length() {
      return keys().length
    },
    ...overrides,
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('createLocalStorage', () => {
  it('falls back to memory when there is no window (SSR)', () => {
    expect(typeof window).toBe('undefined')
    const a = createLocalStorage()
    const b = createLocalStorage()
    a.setItem('k', 'v')
    expect(a.getItem('k')).toBe('v')
    expect(b.getItem('k')).toBeNull()
  })

  it('uses window.localStorage when it exists and works', () => {
    const localStorage = fakeLocalStorage()
    vi.stubGlobal('window', { localStorage })
    const adapter = createLocalStorage()
    adapter.setItem('appkit:v1:k', '"v"')
    expect(localStorage.getItem('appkit:v1:k')).toBe('"v"')
    expect(adapter.keys?.()).toEqual(['appkit:v1:k'])
    adapter.removeItem('appkit:v1:k')
    expect(localStorage.length).toBe(0)
  })

  it('falls back to memory when setItem throws (Safari private mode)', () => {
    const localStorage = fakeLocalStorage({
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    })
    vi.stubGlobal('window', { localStorage })
    const adapter = createLocalStorage()
    adapter.setItem('k', 'v')
    expect(adapter.getItem('k')).toBe('v')
  })

  it('falls back to memory when reading window.localStorage throws (storage blocked)', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('SecurityError')
      },
    })
    const adapter = createLocalStorage()
    adapter.setItem('k', 'v')
    expect(adapter.getItem('k')).toBe('v')
  })
})
