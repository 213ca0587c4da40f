import { createI18n } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { EMAIL_LOGIN_DEPENDENCY_MESSAGE, importEmailLoginChunk } from './importEmailLoginChunk.js'

/** A test double for a chunk the network did not deliver, as the browser reports it. */
const failedNetworkChunk = () =>
  Promise.reject(
    new TypeError('Failed to fetch dynamically imported module: /assets/EmailLoginView.js'),
  )

describe('importEmailLoginChunk', () => {
  it("a chunk that fails to load rejects with spec §8 'Unable to load email login dependency'", async () => {
    const failure = await importEmailLoginChunk(failedNetworkChunk).catch((error) => error)
    expect(failure).toMatchObject({
      shortMessage: EMAIL_LOGIN_DEPENDENCY_MESSAGE,
      code: 'VIEW_LOAD_FAILED',
    })
    expect(EMAIL_LOGIN_DEPENDENCY_MESSAGE).toBe('Unable to load email login dependency')
    expect((failure as Error).cause).toBeInstanceOf(TypeError)
  })

  it("says so in the visitor's locale: the modal shows the loader's own words", async () => {
    const i18n = createI18n({
      locale: 'fr',
      messages: {
        fr: { 'embeddedWallet.emailLoginChunk.loadFailed': 'Connexion par e-mail indisponible' },
      },
    })
    const failure = await importEmailLoginChunk(failedNetworkChunk, i18n).catch((error) => error)
    expect(failure).toMatchObject({
      shortMessage: 'Connexion par e-mail indisponible',
      code: 'VIEW_LOAD_FAILED',
    })
  })

  it('a chunk that loads resolves with its module', async () => {
    const module = { default: 'view' }
    await expect(importEmailLoginChunk(async () => module)).resolves.toBe(module)
  })
})
