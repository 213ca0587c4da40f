import { describe, expect, it, vi } from 'vitest'
import { createFramePacer } from './createFramePacer.js'
import { createImageCache } from './createImageCache.js'

describe('createImageCache', () => {
  it('preloads each URL once and remembers the result', async () => {
    const preload = vi.fn(async () => true)
    const cache = createImageCache({ preload, pacer: createFramePacer() })
    expect(cache.peek('https://a/1.png')).toBeUndefined()
    await Promise.all([cache.load('https://a/1.png'), cache.load('https://a/1.png')])
    expect(preload).toHaveBeenCalledTimes(1)
    expect(cache.peek('https://a/1.png')).toBe(true)
  })

  it('two caches (two providers) share nothing', async () => {
    const preload = vi.fn(async () => false)
    await createImageCache({ preload, pacer: createFramePacer() }).load('https://a/1.png')
    expect(
      createImageCache({ preload, pacer: createFramePacer() }).peek('https://a/1.png'),
    ).toBeUndefined()
  })

  it('starts at most four loads a frame, so a grid of images settles over several frames', async () => {
    const frames: (() => void)[] = []
    const pacer = createFramePacer(undefined, (callback) => frames.push(callback))
    const preload = vi.fn(async () => true)
    const cache = createImageCache({ preload, pacer })
    const loads = Array.from({ length: 10 }, (_, i) => cache.load(`https://a/${i}.png`))
    expect(preload).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(frames).toHaveLength(1))
    frames.shift()?.()
    expect(preload).toHaveBeenCalledTimes(4)
    frames.shift()?.()
    expect(preload).toHaveBeenCalledTimes(8)
    frames.shift()?.()
    expect(preload).toHaveBeenCalledTimes(10)
    await expect(Promise.all(loads)).resolves.toEqual(Array(10).fill(true))
  })
})
