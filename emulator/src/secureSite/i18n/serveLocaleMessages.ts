import { isLocale, LOCALES, type Locale, type Messages } from '@appkit/kernel'

/** A language tag's shape (fr, pt-BR, zh-TW): anything else in the path is malformed. */
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/

export interface LocaleMessagesAnswer {
  status: number
  body: Messages | { error: { message: string } }
}

/**
 * GET /i18n/<locale>.json: the locale's messages for the secure site's pages (200; English is
 * in their code, so {}), 404 for a locale the site does not ship, 400 for a segment that is no
 * language tag. Undefined when the path is not this route's.
 */
export async function serveLocaleMessages(
  pathname: string,
  messages: (locale: Locale) => Promise<Messages>,
): Promise<LocaleMessagesAnswer | undefined> {
  const match = /^\/i18n\/([^/]*)\.json$/.exec(pathname)
  if (!match) return undefined
  const requested = match[1] ?? ''
  if (!LANGUAGE_TAG.test(requested)) {
    return {
      status: 400,
      body: { error: { message: 'Malformed locale: expected a language tag such as fr or pt-BR' } },
    }
  }
  if (!isLocale(requested)) {
    return {
      status: 404,
      body: {
        error: {
          message: `No messages for locale ${requested}: the secure site ships ${LOCALES.join(', ')}`,
        },
      },
    }
  }
  return { status: 200, body: await messages(requested) }
}
