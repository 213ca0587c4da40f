import { createStore } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import type { SocialLoginState } from '../login/createSocialLoginController.js'
import { createViewTestKit, renderView } from '../testing/renderView.js'
import { bindConnectingSocialView } from './ConnectingSocialView.js'
import { bindEmailVerifyOtpView } from './EmailVerifyOtpView.js'
import type { EmbeddedWalletViewContext } from './EmbeddedWalletViewContext.js'

const french = createViewTestKit({
  locale: 'fr',
  messages: {
    fr: {
      'embeddedWallet.email.codeSentTo': 'Saisissez le code envoyé à {email}',
      'embeddedWallet.otp.verify': 'Vérifier',
      'embeddedWallet.social.continueWith': 'Continuer avec {name}',
      'embeddedWallet.connecting.failed': 'Échec de la connexion',
      'embeddedWallet.loginFailure.popupClosed': 'Fenêtre fermée',
    },
  },
})

/** Only the stores are read while rendering; the rest is never called here. */
function socialContext(state: SocialLoginState) {
  return { ctx: {}, social: { store: createStore(state) } } as unknown as EmbeddedWalletViewContext
}

describe("the login views in the visitor's locale", () => {
  it('EmailVerifyOtp: the sentence in the locale, the email (data) in it as it is', () => {
    const View = bindEmailVerifyOtpView({} as EmbeddedWalletViewContext)
    const html = renderView(<View view="EmailVerifyOtp" data={{ email: 'a@b.co' }} />, french)
    expect(html).toContain('Saisissez le code envoyé à <strong>a@b.co</strong>')
    expect(html).toContain('Vérifier</button>')
    expect(renderView(<View view="EmailVerifyOtp" data={{ email: 'a@b.co' }} />)).toContain(
      'Enter the code sent to <strong>a@b.co</strong>',
    )
  })

  it("ConnectingSocial: the provider's name as it is; the failures the flow names in the locale", () => {
    const Waiting = bindConnectingSocialView(
      socialContext({ provider: 'github', status: 'waiting' }),
    )
    expect(renderView(<Waiting view="ConnectingSocial" data={undefined} />, french)).toContain(
      'Continuer avec GitHub',
    )
    const Failed = bindConnectingSocialView(
      socialContext({ provider: 'github', status: 'error', error: 'Popup closed' }),
    )
    const html = renderView(<Failed view="ConnectingSocial" data={undefined} />, french)
    expect(html).toContain('Échec de la connexion')
    expect(html).toContain('Fenêtre fermée')
    const english = renderView(<Failed view="ConnectingSocial" data={undefined} />)
    expect(english).toContain('Connection failed')
    expect(english).toContain('Popup closed')
  })
})
