import { describe, expect, it, vi } from 'vitest'
import { createImageCache } from './createImageCache.js'

describe('createImageCache', () => {
  it('preloads each URL once and remembers the result', async () => {
    const preload = vi.fn(async () => true)
    const cache = createImageCache(preload)
    expect(cache.peek('https://a/1.png')).toBeUndefined()
    await Promise.all([cache.load('https://a/1.png'), cache.load('https://a/1.png')])
    expect(preload).toHaveBeenCalledTimes(1)
    expect(cache.peek('https://a/1.png')).toBe(true)
  })

  it('two caches (two providers) share nothing', async () => {
    const preload = vi.fn(async () => false)
    await createImageCache(preload).load('https://a/1.png')
    expect(createImageCache(preload).peek('https://a/1.png')).toBeUndefined()
  })
})
