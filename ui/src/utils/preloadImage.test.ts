import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type PreloadableImage, preloadImage } from './preloadImage.js'

function fakeImage() {
  const image: PreloadableImage = { onload: null, onerror: null, src: '' }
  return {
    image,
    load: () => (image.onload as (() => void) | null)?.(),
    fail: () => (image.onerror as (() => void) | null)?.(),
  }
}

describe('preloadImage', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("'image preload race timeout 2 s': an image that loads within 2 s is shown", async () => {
    const fake = fakeImage()
    const result = preloadImage('https://example.com/w.png', { createImage: () => fake.image })
    expect(fake.image.src).toBe('https://example.com/w.png')
    vi.advanceTimersByTime(1999)
    fake.load()
    await expect(result).resolves.toBe(true)
  })

  it('an image slower than 2 s loses the race (placeholder shown)', async () => {
    const fake = fakeImage()
    const result = preloadImage('https://example.com/w.png', { createImage: () => fake.image })
    vi.advanceTimersByTime(2000)
    fake.load()
    await expect(result).resolves.toBe(false)
  })

  it('a failing image loses', async () => {
    const fake = fakeImage()
    const result = preloadImage('https://example.com/w.png', { createImage: () => fake.image })
    fake.fail()
    await expect(result).resolves.toBe(false)
  })

  it('only http(s) and data:image URLs are ever requested', async () => {
    const createImage = vi.fn(() => fakeImage().image)
    await expect(preloadImage('javascript:alert(1)', { createImage })).resolves.toBe(false)
    await expect(preloadImage('data:text/html,<b>x</b>', { createImage })).resolves.toBe(false)
    expect(createImage).not.toHaveBeenCalled()
  })
})
