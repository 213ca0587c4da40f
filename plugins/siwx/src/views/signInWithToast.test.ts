import { createI18n } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { CONNECTOR_ID, createSiwxTestKit } from '../testing/createSiwxTestKit.js'
import { signInProblemText } from './signInProblemText.js'
import { signInWithToast } from './signInWithToast.js'

function recordToasts() {
  const shown: [string, string][] = []
  return { shown, show: (variant: string, message: string) => void shown.push([variant, message]) }
}

describe('signInWithToast (the Sign button)', () => {
  it("spec §8 toast 'Error signing message': a rejected signature shows it as an error toast", async () => {
    const { kit, wallet, controller } = createSiwxTestKit()
    await kit.connect(CONNECTOR_ID)
    wallet.rejectSigning = true
    const toast = recordToasts()
    await signInWithToast(() => controller.signIn(), toast)
    expect(toast.shown).toEqual([['error', 'Error signing message']])
  })

  it('a signature that succeeds shows no toast', async () => {
    const { kit, controller } = createSiwxTestKit()
    await kit.connect(CONNECTOR_ID)
    const toast = recordToasts()
    await signInWithToast(() => controller.signIn(), toast)
    expect(toast.shown).toEqual([])
    expect(controller.store.getState().session).toBeDefined()
  })

  it("says why when there is nothing to sign with ('No ActiveCaipAddress found')", async () => {
    const { controller } = createSiwxTestKit()
    const toast = recordToasts()
    await signInWithToast(() => controller.signIn(), toast)
    expect(toast.shown).toEqual([['error', 'No ActiveCaipAddress found']])
  })
  it('an attempt the user cancelled while the wallet asked shows no toast', async () => {
    const { kit, wallet, controller } = createSiwxTestKit()
    await kit.connect(CONNECTOR_ID)
    wallet.rejectSigning = true
    let answer = () => {}
    wallet.answer = new Promise<void>((resolve) => {
      answer = resolve
    })
    const toast = recordToasts()
    const clicked = signInWithToast(() => controller.signIn(), toast)
    await controller.cancel()
    answer()
    await clicked
    expect(toast.shown).toEqual([])
    expect(controller.store.getState().status).toBe('idle')
  })

  it("words the toast in the visitor's locale; a text it does not know shows as it is", async () => {
    const i18n = createI18n({
      locale: 'de',
      messages: { de: { 'siwx.error.noActiveCaipAddress': 'Keine aktive Adresse gefunden' } },
    })
    await i18n.load()
    const { t } = i18n
    const { controller } = createSiwxTestKit()
    const toast = recordToasts()
    await signInWithToast(
      () => controller.signIn(),
      toast,
      (problem) => signInProblemText(t, problem),
    )
    expect(toast.shown).toEqual([['error', 'Keine aktive Adresse gefunden']])
    expect(signInProblemText(t, 'Wallet went away')).toBe('Wallet went away')
  })
})
