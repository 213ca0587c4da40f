import { describe, expect, it, vi } from 'vitest'
import { createI18n, type MessageCatalog } from './createI18n.js'
import { defineMessages } from './defineMessages.js'

const m = defineMessages('test', {
  title: 'Connect Wallet',
  count: '{count, plural, one {# wallet} other {# wallets}}',
})

function catalogOf(chunks: Record<string, Record<string, string>>) {
  const loads: string[] = []
  const catalog: MessageCatalog = {
    name: 'test',
    async load(locale) {
      if (!Object.hasOwn(chunks, locale)) return undefined
      loads.push(locale)
      return chunks[locale]
    },
  }
  return { catalog, loads }
}

const FRENCH = {
  'test.title': 'Connecter un portefeuille',
  'test.count': '{count, plural, one {# portefeuille} other {# portefeuilles}}',
}

describe('createI18n', () => {
  it('reads English from the code and fetches nothing for it', async () => {
    const { catalog, loads } = catalogOf({ fr: FRENCH })
    const i18n = createI18n({ locale: 'en' })
    i18n.register(catalog)
    await i18n.load()
    expect(loads).toEqual([])
    expect(i18n.t(m.count, { count: 2 })).toBe('2 wallets')
  })

  it('shows English until the locale’s chunk is loaded, then the translation', async () => {
    const { catalog, loads } = catalogOf({ fr: FRENCH })
    const i18n = createI18n({ locale: 'fr-CA' })
    i18n.register(catalog)
    expect(i18n.t(m.title)).toBe('Connect Wallet')
    const revision = i18n.store.getState().revision
    await i18n.load()
    await i18n.load()
    expect(loads).toEqual(['fr'])
    expect(i18n.store.getState().revision).toBeGreaterThan(revision)
    expect(i18n.t(m.count, { count: 1 })).toBe('1 portefeuille')
  })

  it('takes the browser’s languages when no locale is given', () => {
    const i18n = createI18n({ languages: () => ['xx', 'he-IL', 'en'] })
    expect(i18n.store.getState()).toMatchObject({ locale: 'he', chain: ['he', 'en'], dir: 'rtl' })
  })

  it('falls back to English, without error, for an unknown locale', () => {
    const warn = vi.fn()
    const i18n = createI18n({ locale: 'tlh-KLINGON', warn })
    expect(i18n.store.getState().locale).toBe('en')
    expect(i18n.t(m.title)).toBe('Connect Wallet')
    expect(warn).not.toHaveBeenCalled()
  })

  it('falls back to English for a message a chunk lacks, and when a chunk fails to load', async () => {
    const warn = vi.fn()
    const i18n = createI18n({ locale: 'de', warn })
    i18n.register({ name: 'broken', load: () => Promise.reject(new Error('offline')) })
    i18n.register(catalogOf({ de: { 'test.title': 'Wallet verbinden' } }).catalog)
    await i18n.load()
    expect(i18n.t(m.title)).toBe('Wallet verbinden')
    expect(i18n.t(m.count, { count: 3 })).toBe('3 wallets')
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('de messages of broken failed to load'),
    )
  })

  it('lets an app override any string, per locale or for every locale', async () => {
    const i18n = createI18n({
      locale: 'fr',
      messages: { fr: { 'test.title': 'Se connecter' }, '*': { 'test.count': '{count} x' } },
    })
    i18n.register(catalogOf({ fr: FRENCH }).catalog)
    await i18n.load()
    expect(i18n.t(m.title)).toBe('Se connecter')
    expect(i18n.t(m.count, { count: 4 })).toBe('4 x')
  })

  it('reports a broken override once and shows the catalog’s string instead', async () => {
    const warn = vi.fn()
    const i18n = createI18n({
      locale: 'fr',
      messages: { fr: { 'test.title': 'Se {connecter' } },
      warn,
    })
    i18n.register(catalogOf({ fr: FRENCH }).catalog)
    await i18n.load()
    expect(i18n.t(m.title)).toBe('Connecter un portefeuille')
    expect(i18n.t(m.title)).toBe('Connecter un portefeuille')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toContain('test.title for fr is not valid ICU MessageFormat')
  })

  it('loads a catalog registered after the locale was loaded, and switches locale', async () => {
    const i18n = createI18n({ locale: 'fr' })
    await i18n.load()
    const { catalog, loads } = catalogOf({ fr: FRENCH, ar: { 'test.title': 'ربط المحفظة' } })
    i18n.register(catalog)
    await vi.waitFor(() => expect(i18n.t(m.title)).toBe('Connecter un portefeuille'))
    await i18n.setLocale('ar-SA')
    expect(i18n.store.getState().dir).toBe('rtl')
    expect(i18n.t(m.title)).toBe('ربط المحفظة')
    expect(loads).toEqual(['fr', 'ar'])
  })

  it('keeps two kits apart: one’s locale and chunks are not the other’s', async () => {
    const french = createI18n({ locale: 'fr' })
    const english = createI18n({ locale: 'en' })
    french.register(catalogOf({ fr: FRENCH }).catalog)
    english.register(catalogOf({ fr: FRENCH }).catalog)
    await french.load()
    expect(french.t(m.title)).toBe('Connecter un portefeuille')
    expect(english.t(m.title)).toBe('Connect Wallet')
  })

  it('formats numbers and dates in the visitor’s locale', () => {
    const i18n = createI18n({ locale: 'de' })
    expect(i18n.formatNumber(1234.5)).toBe('1.234,5')
    expect(i18n.formatDate(Date.UTC(2026, 0, 2), { dateStyle: 'short', timeZone: 'UTC' })).toBe(
      '02.01.26',
    )
  })
})

describe('createI18n: English formats from the first render, with nothing loaded', () => {
  it('fills arguments and plurals synchronously (an embedded modal renders on the server)', () => {
    const i18n = createI18n({ locale: 'en' })
    const named = defineMessages('test', { get: 'Get {name}' }).get
    expect(i18n.t(named, { name: 'Rabby' })).toBe('Get Rabby')
    expect(i18n.t(m.count, { count: 1 })).toBe('1 wallet')
  })
})
