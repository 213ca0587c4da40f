import { kib } from './formatNumbers.js'
import { formatTable } from './formatTable.js'
import type { LocaleChunkSizes } from './localeChunkSizes.js'

/** The catalog chunks a visitor of each locale fetches, per locale (issue 24 item 4). */
export function printLocaleChunks(sizes: LocaleChunkSizes): string[] {
  const locales = Object.keys(sizes.byLocale).sort()
  if (locales.length === 0) return ['', '  locale chunks: none found in the build']
  const packages = [
    ...new Set(locales.flatMap((l) => Object.keys(sizes.byLocale[l]!.packages))),
  ].sort()
  return [
    '',
    formatTable(
      ['Locale chunks, fetched only for that locale (gzip KiB)', 'all', ...packages],
      locales.map((locale) => {
        const entry = sizes.byLocale[locale]!
        return [
          `  ${locale}`,
          kib(entry.gzip),
          ...packages.map((p) => (entry.packages[p] === undefined ? '' : kib(entry.packages[p]!))),
        ]
      }),
    ),
    `  catalog chunks in the first load: ${sizes.initial.length === 0 ? 'none (English is in the code)' : sizes.initial.join(', ')}`,
  ]
}
