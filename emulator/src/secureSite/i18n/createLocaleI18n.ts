import { createI18n, type I18n, type Locale, type Messages } from '@appkit/kernel'

/**
 * An I18n in `locale` with that locale's messages, as `load` gives them (English, nothing to
 * load, gets no call). A load that fails leaves English: every message falls back to its own.
 */
export async function createLocaleI18n(
  locale: Locale,
  load: (locale: Locale) => Promise<Messages>,
): Promise<I18n> {
  const i18n = createI18n({ locale, languages: () => [] })
  // English loads no catalog, but its plurals and selects need the formatter.
  if (locale !== 'en') i18n.register({ name: 'emulator', load })
  await i18n.load()
  return i18n
}
