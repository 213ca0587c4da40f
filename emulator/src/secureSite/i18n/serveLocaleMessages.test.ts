import type { Locale } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { catalogMessages } from './createSecureSiteTranslations.js'
import { serveLocaleMessages } from './serveLocaleMessages.js'

const served = async (locale: Locale) => ({ 'secureFrame.frame.approve': `Approve (${locale})` })

describe('serveLocaleMessages (GET /i18n/<locale>.json)', () => {
  it('answers a shipped locale with its messages', async () => {
    expect(await serveLocaleMessages('/i18n/fr.json', served)).toEqual({
      status: 200,
      body: { 'secureFrame.frame.approve': 'Approve (fr)' },
    })
    expect((await serveLocaleMessages('/i18n/zh-TW.json', served))?.body).toEqual({
      'secureFrame.frame.approve': 'Approve (zh-TW)',
    })
  })

  it("serves the emulator's catalog: each locale's chunk, and {} for English (in the code)", async () => {
    expect(await serveLocaleMessages('/i18n/en.json', catalogMessages)).toEqual({
      status: 200,
      body: {},
    })
    for (const locale of ['de', 'pt-BR', 'ar'] as const) {
      const { default: chunk } = await import(`../../i18n/locales/${locale}.ts`)
      const answer = await serveLocaleMessages(`/i18n/${locale}.json`, catalogMessages)
      expect(answer).toEqual({ status: 200, body: chunk })
      expect(Object.keys(chunk)).toContain('secureFrame.frame.approve')
    }
  })

  it('answers 404 with a reason for a well-formed locale the site does not ship', async () => {
    for (const locale of ['xx', 'pt-PT', 'FR', 'en-US']) {
      const answer = await serveLocaleMessages(`/i18n/${locale}.json`, served)
      expect(answer?.status).toBe(404)
      expect(answer?.body).toEqual({
        error: { message: expect.stringMatching(`^No messages for locale ${locale}: .*pt-BR`) },
      })
    }
  })

  it('answers 400 for a segment that is no language tag', async () => {
    for (const segment of ['', 'f', 'fr_FR', '%2e%2e', 'fr%00', '<b>', 'a-b-c-d-e-f', 'françai']) {
      const answer = await serveLocaleMessages(`/i18n/${segment}.json`, served)
      expect(answer?.status, segment).toBe(400)
      expect(answer?.body).toEqual({ error: { message: expect.stringContaining('Malformed') } })
    }
  })

  it('leaves other paths to the other routes', async () => {
    for (const path of ['/i18n/fr', '/i18n/fr.json/x', '/i18n/a/fr.json', '/fr.json', '/']) {
      expect(await serveLocaleMessages(path, served)).toBeUndefined()
    }
  })
})
