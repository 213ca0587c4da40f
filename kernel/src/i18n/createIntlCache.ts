/** Per-locale Intl objects, built once: a kit keeps one of these (no module-level cache). */
export interface IntlCache {
  plural(locale: string, ordinal: boolean): Intl.PluralRules
  number(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat
  date(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat
}

export function createIntlCache(): IntlCache {
  const cache = new Map<string, unknown>()
  const memo = <T>(key: string, build: () => T): T => {
    let value = cache.get(key) as T | undefined
    if (value === undefined) {
      value = build()
      cache.set(key, value)
    }
    return value
  }
  return {
    plural: (locale, ordinal) =>
      memo(
        `p ${locale} ${ordinal}`,
        () => new Intl.PluralRules(locale, ordinal ? { type: 'ordinal' } : {}),
      ),
    number: (locale, options) =>
      memo(
        `n ${locale} ${JSON.stringify(options ?? {})}`,
        () => new Intl.NumberFormat(locale, options),
      ),
    date: (locale, options) =>
      memo(
        `d ${locale} ${JSON.stringify(options)}`,
        () => new Intl.DateTimeFormat(locale, options),
      ),
  }
}
