/**
 * The locales the kit ships catalogs for: one lazily loaded chunk each, English in the code
 * that uses it. Eleven scripts: Latin, Cyrillic, Arabic, Hebrew, Devanagari, Bengali, Thai,
 * Japanese, Korean, Han (simplified and traditional).
 */
export const LOCALES = [
  'en',
  'es',
  'pt-BR',
  'fr',
  'de',
  'it',
  'nl',
  'pl',
  'tr',
  'ru',
  'uk',
  'ar',
  'he',
  'fa',
  'hi',
  'bn',
  'id',
  'vi',
  'th',
  'ja',
  'ko',
  'zh-CN',
  'zh-TW',
  'sw',
] as const

export type Locale = (typeof LOCALES)[number]

/** Locales written right to left: the modal's root carries `dir="rtl"` for them. */
export const RTL_LOCALES: readonly Locale[] = ['ar', 'he', 'fa']

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value)
}
