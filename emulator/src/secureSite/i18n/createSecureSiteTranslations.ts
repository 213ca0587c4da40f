import type { I18n, Locale, Messages } from '@appkit/kernel'
import { EMULATOR_MESSAGE_CATALOG } from '../../i18n/EMULATOR_MESSAGE_CATALOG.js'
import { createLocaleI18n } from './createLocaleI18n.js'
import { localeOf } from './localeOf.js'
import type { Translate } from './Translate.js'

/** A locale's messages from the emulator's catalog (emulator/src/i18n/locales); {} for English. */
export async function catalogMessages(locale: Locale): Promise<Messages> {
  return (await EMULATOR_MESSAGE_CATALOG.load(locale)) ?? {}
}

export interface SecureSiteTranslations {
  /** The messages GET /i18n/<locale>.json serves. */
  messages(locale: Locale): Promise<Messages>
  /** Formats in the locale a request names (`body.locale`, a query parameter), else English. */
  translator(locale: unknown): Promise<Translate>
}

/**
 * The secure site's server side of its translations: what it serves to its pages, and what it
 * formats itself (its pages' static markup, the approval texts it describes, email subjects).
 * One I18n per locale, made on first use.
 */
export function createSecureSiteTranslations(
  load: (locale: Locale) => Promise<Messages> = catalogMessages,
): SecureSiteTranslations {
  const byLocale = new Map<Locale, Promise<I18n>>()
  return {
    messages: load,
    async translator(value) {
      const locale = localeOf(value)
      let i18n = byLocale.get(locale)
      if (!i18n) {
        i18n = createLocaleI18n(locale, load)
        byLocale.set(locale, i18n)
      }
      return (await i18n).t
    },
  }
}
