import type { Locale } from '@appkit/kernel'
import { localeOf } from '../i18n/localeOf.js'

/**
 * The frame's locale: its URL's `locale` query parameter (the plugin sets the kit's), when it
 * is a locale the kit ships; missing or unknown is English, without error.
 */
export function frameLocale(search: string): Locale {
  return localeOf(new URLSearchParams(search).get('locale'))
}
