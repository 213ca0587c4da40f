import { isLocale, type Locale, RTL_LOCALES } from '@appkit/kernel'

/**
 * The secure site's locale for a value a page or request carries (the frame's `locale` query
 * parameter, a request body's `locale`): a shipped locale as is, anything else English.
 */
export function localeOf(value: unknown): Locale {
  return typeof value === 'string' && isLocale(value) ? value : 'en'
}

/** The writing direction of a locale, for a page's root element. */
export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr'
}
