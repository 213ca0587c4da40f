import { preloadImage } from './preloadImage.js'

export interface ImageCache {
  /** The preload race's result for a URL, started once per URL per provider. */
  load(url: string): Promise<boolean>
  /** The settled result, when known: lets a list re-render without flashing placeholders. */
  peek(url: string): boolean | undefined
}

/** One provider's image preloads (no module-level cache: two kits share nothing). */
export function createImageCache(preload: (url: string) => Promise<boolean> = preloadImage) {
  const pending = new Map<string, Promise<boolean>>()
  const settled = new Map<string, boolean>()
  const cache: ImageCache = {
    load(url) {
      let promise = pending.get(url)
      if (!promise) {
        promise = preload(url).then((loaded) => {
          settled.set(url, loaded)
          return loaded
        })
        pending.set(url, promise)
      }
      return promise
    },
    peek: (url) => settled.get(url),
  }
  return cache
}
