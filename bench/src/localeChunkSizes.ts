import type { BuiltApp } from './BuiltApp.js'
import { gzipSize } from './gzipSize.js'

export interface LocaleChunkSizes {
  /** Per locale: gzip bytes of every package's catalog chunk, and the packages. */
  byLocale: Record<string, { gzip: number; packages: Record<string, number> }>
  /** Catalog chunks in the first load (must be none: English lives in the code). */
  initial: string[]
}

const CATALOG_CHUNK = /\/([^/]+)\/dist\/i18n\/locales\/([A-Za-z-]+)\.js$/

/**
 * The size of each locale's catalog chunks in a build: one chunk per package per locale, fetched
 * when a visitor reads that locale (issue 24 item 4), never in the first load.
 */
export function localeChunkSizes(
  build: BuiltApp,
  initialFiles: readonly string[],
): LocaleChunkSizes {
  const byLocale: LocaleChunkSizes['byLocale'] = {}
  const initial: string[] = []
  for (const chunk of build.chunks) {
    const match = chunk.facadeModuleId ? CATALOG_CHUNK.exec(chunk.facadeModuleId) : null
    if (!match) continue
    const [, pkg = '?', locale = '?'] = match
    const gzip = gzipSize(chunk.code)
    const entry = byLocale[locale] ?? { gzip: 0, packages: {} }
    byLocale[locale] = entry
    entry.gzip += gzip
    entry.packages[pkg] = gzip
    if (initialFiles.includes(chunk.fileName)) initial.push(chunk.fileName)
  }
  return { byLocale, initial }
}
