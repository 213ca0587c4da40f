import { createI18n, createStore } from '@appkit/kernel'
import { describe, expect, it, vi } from 'vitest'
import type { SocialLoginState } from '../login/createSocialLoginController.js'
import { FAILED_TO_INITIATE_SOCIAL_MESSAGE } from '../login/FAILED_TO_INITIATE_SOCIAL_MESSAGE.js'
import { toastSocialProgress } from './toastSocialProgress.js'

function setUp() {
  const store = createStore<SocialLoginState>({ status: 'idle' })
  const toast = { show: vi.fn(), dismiss: vi.fn() }
  const stop = toastSocialProgress(store, toast, createI18n({ locale: 'en' }).t)
  return { store, toast, stop }
}

describe('toastSocialProgress (spec §8 toasts)', () => {
  it("spec §8 toast 'Authenticating...': shown while the secure frame logs the user in, dismissed after", () => {
    const { store, toast } = setUp()
    store.setState({ provider: 'github', status: 'waiting' })
    expect(toast.show).not.toHaveBeenCalled()
    store.setState({ status: 'connecting' })
    expect(toast.show).toHaveBeenCalledWith('loading', 'Authenticating...')
    store.setState({ status: 'idle' })
    expect(toast.dismiss).toHaveBeenCalledOnce()
  })

  it("spec §8 toast 'A problem occurred while trying initialize authentication': a login that could not start", () => {
    const { store, toast, stop } = setUp()
    store.setState({ status: 'error', error: FAILED_TO_INITIATE_SOCIAL_MESSAGE })
    expect(toast.show).toHaveBeenCalledWith(
      'error',
      'A problem occurred while trying initialize authentication',
    )
    store.setState({ status: 'waiting', error: undefined })
    store.setState({ status: 'error', error: 'Popup closed' })
    expect(toast.show).toHaveBeenCalledOnce()
    stop()
    store.setState({ status: 'connecting' })
    expect(toast.show).toHaveBeenCalledOnce()
  })

  it("says them in the visitor's locale", () => {
    const store = createStore<SocialLoginState>({ status: 'idle' })
    const toast = { show: vi.fn(), dismiss: vi.fn() }
    const french = createI18n({
      locale: 'fr',
      messages: { fr: { 'embeddedWallet.social.authenticating': 'Authentification...' } },
    })
    toastSocialProgress(store, toast, french.t)
    store.setState({ provider: 'github', status: 'connecting' })
    expect(toast.show).toHaveBeenCalledWith('loading', 'Authentification...')
  })
})
