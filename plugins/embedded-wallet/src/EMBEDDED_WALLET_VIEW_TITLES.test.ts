import { createI18n, type MessageDescriptor } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { EMBEDDED_WALLET_VIEW_TITLES } from './EMBEDDED_WALLET_VIEW_TITLES.js'

/** The title as the modal header reads it: a message in the kit's locale, else the text. */
function titleIn(i18n: ReturnType<typeof createI18n>) {
  return (view: string, data?: Record<string, unknown>) => {
    const entry = EMBEDDED_WALLET_VIEW_TITLES[view]
    const title: string | MessageDescriptor | undefined =
      typeof entry === 'function' ? entry(data) : entry
    return typeof title === 'object' ? i18n.t(title) : title
  }
}

const title = titleIn(createI18n({ locale: 'en' }))

describe('EMBEDDED_WALLET_VIEW_TITLES', () => {
  it('titles every email, update-email, approval and account-type view', () => {
    expect(title('EmailLogin')).toBe('Continue with Email')
    expect(title('EmailVerifyOtp')).toBe('Confirm Email')
    expect(title('EmailVerifyDevice')).toBe('Register Device')
    expect(title('UpdateEmailWallet')).toBe('Edit Email')
    expect(title('UpdateEmailPrimaryOtp')).toBe('Confirm Current Email')
    expect(title('UpdateEmailSecondaryOtp')).toBe('Confirm New Email')
    expect(title('ConnectingFarcaster')).toBe('Farcaster')
    expect(title('ApproveTransaction')).toBe('Approve Transaction')
    expect(title('EmbeddedAccountType')).toBe('Account Type')
  })

  it("titles a social login with its provider's name, and never reads the prototype", () => {
    expect(title('ConnectingSocial', { provider: 'google' })).toBe('Google')
    expect(title('ConnectingSocial', { provider: 'github' })).toBe('GitHub')
    expect(title('ConnectingSocial', { provider: 'toString' })).toBe('Social Login')
    expect(title('ConnectingSocial')).toBe('Social Login')
  })

  it("gives the titles as messages, read in the visitor's locale; names stay as they are", () => {
    const french = titleIn(
      createI18n({
        locale: 'fr',
        messages: {
          fr: {
            'embeddedWallet.viewTitle.emailLogin': 'Continuer avec un e-mail',
            'embeddedWallet.viewTitle.socialLogin': 'Connexion sociale',
          },
        },
      }),
    )
    expect(french('EmailLogin')).toBe('Continuer avec un e-mail')
    expect(french('ConnectingSocial')).toBe('Connexion sociale')
    expect(french('ConnectingSocial', { provider: 'google' })).toBe('Google')
    expect(french('ConnectingFarcaster')).toBe('Farcaster')
  })
})
