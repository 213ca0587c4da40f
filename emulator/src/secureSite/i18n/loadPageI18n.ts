import type { I18n, Locale, Messages } from '@appkit/kernel'
import { createLocaleI18n } from './createLocaleI18n.js'
import { decodeLocaleMessages } from './decodeLocaleMessages.js'

/** GET /i18n/<locale>.json on the page's own origin, decoded; throws on any failure. */
export async function fetchLocaleMessages(
  locale: Locale,
  fetchImpl: typeof fetch = fetch,
): Promise<Messages> {
  const response = await fetchImpl(`/i18n/${encodeURIComponent(locale)}.json`)
  if (!response.ok) throw new Error(`GET /i18n/${locale}.json answered ${response.status}`)
  const messages = decodeLocaleMessages(await response.json())
  if (!messages) throw new Error(`GET /i18n/${locale}.json is not an object of messages`)
  return messages
}

/**
 * The secure site's pages' I18n (frame.js, consent.js): English from the code, another locale's
 * messages fetched from their own server. Never fails: without the messages, English.
 */
export function loadPageI18n(locale: Locale, fetchImpl: typeof fetch = fetch): Promise<I18n> {
  return createLocaleI18n(locale, (wanted) => fetchLocaleMessages(wanted, fetchImpl))
}
