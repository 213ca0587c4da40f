import type { Locale, Messages } from '@appkit/kernel'

const CHUNKS: Partial<Record<Locale, () => Promise<{ default: Messages }>>> = {
  es: () => import('./locales/es.js'),
  'pt-BR': () => import('./locales/pt-BR.js'),
  fr: () => import('./locales/fr.js'),
  de: () => import('./locales/de.js'),
  it: () => import('./locales/it.js'),
  nl: () => import('./locales/nl.js'),
  pl: () => import('./locales/pl.js'),
  tr: () => import('./locales/tr.js'),
  ru: () => import('./locales/ru.js'),
  uk: () => import('./locales/uk.js'),
  ar: () => import('./locales/ar.js'),
  he: () => import('./locales/he.js'),
  fa: () => import('./locales/fa.js'),
  hi: () => import('./locales/hi.js'),
  bn: () => import('./locales/bn.js'),
  id: () => import('./locales/id.js'),
  vi: () => import('./locales/vi.js'),
  th: () => import('./locales/th.js'),
  ja: () => import('./locales/ja.js'),
  ko: () => import('./locales/ko.js'),
  'zh-CN': () => import('./locales/zh-CN.js'),
  'zh-TW': () => import('./locales/zh-TW.js'),
  sw: () => import('./locales/sw.js'),
}

/** One locale's chunk of siwx's messages; undefined for a locale siwx does not ship. */
export async function loadSiwxMessages(locale: Locale): Promise<Messages | undefined> {
  return (await CHUNKS[locale]?.())?.default
}
