import type { FramePacer } from './createFramePacer.js'

export interface ImageCache {
  /** The preload race's result for a URL, started once per URL per provider. */
  load(url: string): Promise<boolean>
  /** The settled result, when known: lets a list re-render without flashing placeholders. */
  peek(url: string): boolean | undefined
}

export interface ImageLoading {
  preload: (url: string) => Promise<boolean>
  pacer: FramePacer
}

/** The preload race and this cache's own pacer, loaded with the first image (not the first load of the page). */
async function defaultImageLoading(): Promise<ImageLoading> {
  const [{ preloadImage }, { createFramePacer }] = await Promise.all([
    import('./preloadImage.js'),
    import('./createFramePacer.js'),
  ])
  return { preload: preloadImage, pacer: createFramePacer() }
}

/**
 * One provider's image preloads (no module-level cache: two kits share nothing). Loads start
 * a few per frame (the pacer), so a grid of images arriving together does not drop frames.
 */
export function createImageCache(loading?: ImageLoading) {
  let ready: Promise<ImageLoading> | undefined = loading ? Promise.resolve(loading) : undefined
  const pending = new Map<string, Promise<boolean>>()
  const settled = new Map<string, boolean>()
  const cache: ImageCache = {
    load(url) {
      let promise = pending.get(url)
      if (!promise) {
        ready ??= defaultImageLoading()
        promise = ready
          .then(
            ({ preload, pacer }) =>
              new Promise<boolean>((resolve) => pacer.run(() => resolve(preload(url)))),
          )
          .then(
            (loaded) => {
              settled.set(url, loaded)
              return loaded
            },
            () => false,
          )
        pending.set(url, promise)
      }
      return promise
    },
    peek: (url) => settled.get(url),
  }
  return cache
}
