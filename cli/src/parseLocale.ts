import { LOCALES, type Locale, resolveLocaleChain } from '@appkit/kernel'
import { CliError } from './CliError.js'

/** For messages: the shipped locales, and how a regional tag falls back to its language. */
export const SHIPPED_LOCALES_HINT = `Shipped locales: ${LOCALES.join(', ')}; a regional tag falls back to its language (pt-PT to pt-BR, de-AT to de).`

/**
 * The locale the kit would show for `tag` ('pt-PT' → pt-BR, 'de-AT' → de, 'en-GB' → en), with
 * the tag in canonical case ('pt-pt' → 'pt-PT'); undefined when the tag is not a language tag or
 * no shipped locale serves it (the kit would fall back to English without a word).
 */
export function servedLocale(tag: string): { tag: string; locale: Locale } | undefined {
  let canonical: string | undefined
  try {
    canonical = Intl.getCanonicalLocales(tag.trim())[0]
  } catch {
    return undefined
  }
  if (canonical === undefined) return undefined
  const [locale] = resolveLocaleChain([canonical])
  if (locale === undefined) return undefined
  // English is the chain's last resort: it serves a tag only when the tag is English.
  if (locale === 'en' && canonical.split('-')[0] !== 'en') return undefined
  return { tag: canonical, locale }
}

/**
 * Checks `--locale <tag>`: a tag some shipped locale serves, returned in canonical case (the
 * kit resolves it down its chain at run time: written as given, 'pt-PT' stays 'pt-PT'). A tag
 * nothing serves is an error naming it and listing the shipped locales.
 */
export function parseLocale(value: string): string {
  const served = servedLocale(value)
  if (served === undefined) {
    throw new CliError(
      `Invalid --locale: ${value}. No shipped locale serves it (the modal would show English). ${SHIPPED_LOCALES_HINT}`,
    )
  }
  return served.tag
}
