import { isSafeImageUrl, SECOND_MS } from '@appkit/kernel'
import { defaultTimers, type Timers } from './debounce.js'

/** Spec §9 'image preload race 2 s'. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2 * SECOND_MS

/** The part of an HTMLImageElement the preload needs (tests pass a fake). */
export interface PreloadableImage {
  onload: ((this: never, event: never) => unknown) | null
  onerror: ((this: never, event: never) => unknown) | null
  src: string
}

export interface PreloadImageOptions {
  timeoutMs?: number
  createImage?: () => PreloadableImage
  timers?: Timers
}

/**
 * The 'image preload race' (spec §9): true when the image loads within 2 s, false when it
 * fails, takes longer, or its URL is not http(s) or data:image (it is then never requested).
 */
export function preloadImage(url: string, options: PreloadImageOptions = {}): Promise<boolean> {
  const {
    timeoutMs = IMAGE_PRELOAD_TIMEOUT_MS,
    createImage = () => new Image() as unknown as PreloadableImage,
    timers = defaultTimers,
  } = options
  if (!isSafeImageUrl(url)) return Promise.resolve(false)
  return new Promise((resolve) => {
    const image = createImage()
    const settle = (loaded: boolean) => {
      timers.clearTimeout(timer)
      image.onload = null
      image.onerror = null
      resolve(loaded)
    }
    const timer = timers.setTimeout(() => settle(false), timeoutMs)
    image.onload = () => settle(true)
    image.onerror = () => settle(false)
    image.src = url
  })
}
