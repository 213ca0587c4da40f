import { isLocale, LOCALES, type Locale } from './LOCALES.js'

function canonical(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0]
  } catch {
    return undefined
  }
}

function chineseLocale(tag: string): Locale {
  return /-(Hant|TW|HK|MO)\b/i.test(tag) ? 'zh-TW' : 'zh-CN'
}

/** The shipped locales one language tag falls back through, most specific first. */
function chainOf(tag: string): Locale[] {
  const [language = ''] = tag.split('-')
  if (language === 'zh') return [chineseLocale(tag)]
  const chain: Locale[] = []
  const region = /^[a-z]+-(?:[A-Za-z]{4}-)?([A-Z]{2}|\d{3})\b/.exec(tag)?.[1]
  for (const candidate of [tag, region ? `${language}-${region}` : '', language]) {
    if (candidate && isLocale(candidate) && !chain.includes(candidate)) chain.push(candidate)
  }
  // A language shipped only with a region ('pt' as pt-BR) still serves its other regions.
  const regional = LOCALES.find((locale) => locale.startsWith(`${language}-`))
  if (chain.length === 0 && regional) chain.push(regional)
  return chain
}

/**
 * The locale chain for the tags asked for, in order (the `locale` option, else
 * `navigator.languages`): the first tag any shipped locale serves, down to its language, then
 * English. 'pt-PT' gives ['pt-BR', 'en'], 'de-AT' ['de', 'en'], and an unknown or malformed tag
 * is passed over without error.
 */
export function resolveLocaleChain(requested: readonly string[]): readonly Locale[] {
  for (const raw of requested) {
    const tag = typeof raw === 'string' ? canonical(raw) : undefined
    if (!tag) continue
    const chain = chainOf(tag)
    if (chain.length > 0) return chain.includes('en') ? chain : [...chain, 'en']
  }
  return ['en']
}
