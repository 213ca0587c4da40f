import { AppKitProvider } from '@appkit/ui'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createSiwxTestKit } from '../testing/createSiwxTestKit.js'
import SIWXSignMessageView from './SIWXSignMessageView.js'

function render(kit: ReturnType<typeof createSiwxTestKit>['kit']): string {
  return renderToString(
    <AppKitProvider kit={kit}>
      <SIWXSignMessageView view="SIWXSignMessage" data={undefined} />
    </AppKitProvider>,
  )
}

describe('SIWXSignMessageView', () => {
  it('asks to sign in to the app, with Cancel and Sign', () => {
    const html = render(createSiwxTestKit().kit)
    expect(html).toContain('Sign in to Test app')
    expect(html).toMatch(/<button[^>]*>Cancel<\/button>/)
    expect(html).toMatch(/<button[^>]*class="btn btn-primary"[^>]*>Sign<\/button>/)
    expect(html).not.toContain('required')
  })

  it('says what cancelling does when sign-in is required', () => {
    expect(render(createSiwxTestKit({ siwx: { required: true } }).kit)).toContain(
      'Signing in is required',
    )
  })

  it("'Error signing message' is a toast (spec §8), not a second alert in the view", () => {
    const { kit, controller } = createSiwxTestKit()
    controller.store.setState({ status: 'error', error: 'Error signing message' })
    const html = render(kit)
    expect(html).not.toContain('role="alert"')
    expect(html).toMatch(/<button[^>]*class="btn btn-primary"[^>]*>Sign<\/button>/)
  })

  it('waits for the wallet while signing: Sign is disabled', () => {
    const { kit, controller } = createSiwxTestKit()
    controller.store.setState({ status: 'signing' })
    const html = render(kit)
    expect(html).toContain('Approve the request in your wallet')
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Signing…<\/button>/)
  })

  it("speaks the visitor's locale; the app's and the network's names stay as they are", async () => {
    const { kit } = createSiwxTestKit({
      locale: 'fr',
      messages: {
        fr: {
          'siwx.signIn.title': 'Se connecter à {appName}',
          'siwx.signIn.explanation': 'Signez un message sur {networkName} dans votre portefeuille.',
          'siwx.signIn.cancel': 'Annuler',
          'siwx.signIn.sign': 'Signer',
        },
      },
    })
    // The modal loads the message formatter and the locale's catalogs before any view.
    await kit.i18n.load()
    const html = render(kit)
    expect(html).toContain('Se connecter à Test app')
    expect(html).toContain('Signez un message sur Hardhat dans votre portefeuille.')
    expect(html).toMatch(/<button[^>]*>Annuler<\/button>/)
    expect(html).toMatch(/<button[^>]*class="btn btn-primary"[^>]*>Signer<\/button>/)
  })
})
