import { defineMessages } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { decodeLocaleMessages } from './decodeLocaleMessages.js'
import { loadPageI18n } from './loadPageI18n.js'

const m = defineMessages('secureFrame.test', {
  ready: 'Secure wallet ready.',
  requested: 'requested by {origin}',
})

/** A fetch that answers every URL with `body` (JSON unless a string) and records the URLs. */
function answering(body: unknown, status = 200) {
  const urls: string[] = []
  const fetchImpl = (async (url: string) => {
    urls.push(url)
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })
  }) as typeof fetch
  return { urls, fetchImpl }
}

describe('loadPageI18n (the secure pages fetch their locale from their own origin)', () => {
  it("formats with the locale's messages from GET /i18n/<locale>.json", async () => {
    const { urls, fetchImpl } = answering({
      'secureFrame.test.ready': 'Portefeuille sécurisé prêt.',
      'secureFrame.test.requested': 'demandé par {origin}',
    })
    const i18n = await loadPageI18n('fr', fetchImpl)
    expect(urls).toEqual(['/i18n/fr.json'])
    expect(i18n.t(m.ready)).toBe('Portefeuille sécurisé prêt.')
    expect(i18n.t(m.requested, { origin: 'https://a.b' })).toBe('demandé par https://a.b')
    expect(i18n.store.getState()).toMatchObject({ locale: 'fr', dir: 'ltr' })
  })

  it('fetches nothing for English', async () => {
    const { urls, fetchImpl } = answering({})
    const i18n = await loadPageI18n('en', fetchImpl)
    expect(urls).toEqual([])
    expect(i18n.t(m.requested, { origin: 'https://a.b' })).toBe('requested by https://a.b')
  })

  it('falls back to English, without error, on any failure', async () => {
    const failures = [
      answering({ error: { message: 'No messages' } }, 404),
      answering('{not json'),
      answering(['a', 'b']),
      answering(null),
      answering({ 'secureFrame.test.ready': 42 }),
      {
        urls: [],
        fetchImpl: (async () => {
          throw new TypeError('Failed to fetch')
        }) as typeof fetch,
      },
    ]
    for (const { fetchImpl } of failures) {
      const i18n = await loadPageI18n('de', fetchImpl)
      expect(i18n.t(m.ready)).toBe('Secure wallet ready.')
    }
  })

  it('keeps English for a message whose translation is missing or not valid ICU', async () => {
    const { fetchImpl } = answering({ 'secureFrame.test.requested': 'von {origin' })
    const i18n = await loadPageI18n('de', fetchImpl)
    expect(i18n.t(m.requested, { origin: 'x' })).toBe('requested by x')
    expect(i18n.t(m.ready)).toBe('Secure wallet ready.')
  })

  it('is right to left for ar, he and fa', async () => {
    for (const locale of ['ar', 'he', 'fa'] as const) {
      const i18n = await loadPageI18n(locale, answering({}).fetchImpl)
      expect(i18n.store.getState().dir).toBe('rtl')
    }
  })
})

describe('decodeLocaleMessages (the schema of the JSON the pages fetch)', () => {
  it('takes an object of message ids to texts', () => {
    expect(decodeLocaleMessages({ 'a.b': 'x', 'c.d_e-1': '' })).toEqual({
      'a.b': 'x',
      'c.d_e-1': '',
    })
    expect(decodeLocaleMessages({})).toEqual({})
  })

  it('refuses anything else', () => {
    for (const value of [
      null,
      'text',
      42,
      ['a'],
      { 'a.b': 1 },
      { 'a.b': { nested: 'x' } },
      { 'a b': 'x' },
      { '': 'x' },
      { 'a.b': 'x'.repeat(4001) },
      Object.fromEntries(Array.from({ length: 2001 }, (_, i) => [`m.${i}`, 'x'])),
    ]) {
      expect(decodeLocaleMessages(value)).toBeUndefined()
    }
  })
})
