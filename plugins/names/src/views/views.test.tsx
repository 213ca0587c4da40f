import { type AppKit, createPluginContext } from '@appkit/kernel'
import { AppKitProvider } from '@appkit/ui'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createIdentityCache } from '../identity/createIdentityCache.js'
import { createRegistrationFlow } from '../registration/createRegistrationFlow.js'
import { connectWallet, createTestKit } from '../testing/createTestKit.js'
import { bindRegisterAccountNameSuccessView } from './RegisterAccountNameSuccessView.js'
import { bindRegisterAccountNameView } from './RegisterAccountNameView.js'

/** Server-renders a view as the modal does: inside the kit's provider (it reads the kit's messages). */
function renderInKit(kit: AppKit, view: ReactNode): string {
  return renderToString(<AppKitProvider kit={kit}>{view}</AppKitProvider>)
}

async function registerView(
  options: { connector?: 'AUTH' | 'INJECTED' } & Parameters<typeof createTestKit>[0] = {},
) {
  const { connector, ...kitOptions } = options
  const { kit } = createTestKit(kitOptions)
  // The modal loads the message formatter and the locale's catalogs before any view.
  await kit.i18n.load()
  await connectWallet(kit, connector ?? 'AUTH')
  const { context: ctx } = createPluginContext(kit, 'test')
  const client = {
    resolveName: async () => undefined,
    lookupAddress: async () => [],
    getSuggestions: async () => [],
    postRegistration: async () => {},
    getIdentity: async () => ({ name: null, avatar: null }),
  }
  const registration = createRegistrationFlow({
    ctx,
    client,
    identities: createIdentityCache({ fetch: client.getIdentity }),
  })
  const View = bindRegisterAccountNameView({ ctx, client, registration, requirements: {} })
  return {
    html: () => renderInKit(kit, <View view="RegisterAccountName" data={undefined} />),
    registration,
  }
}

describe('names views (server-rendered markup)', () => {
  it("RegisterAccountName: an input labelled 'Name', the name rule, and a Register button", async () => {
    const html = (await registerView()).html()
    expect(html).toMatch(/<label[^>]*for="([^"]+)"[^>]*>Name<\/label>/)
    const id = /<label[^>]*for="([^"]+)"/.exec(html)?.[1]
    expect(html).toContain(`id="${id}"`)
    expect(html).toContain('Letters, digits and hyphens only, at least 4 characters.')
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Register<\/button>/)
  })

  it("says why an external wallet cannot register: 'Address or auth connector not found'", async () => {
    const html = (await registerView({ connector: 'INJECTED' })).html()
    expect(html).toContain('role="alert"')
    expect(html).toContain('Address or auth connector not found')
  })

  it('shows the last failure, and the signing step while the wallet is asked', async () => {
    const view = await registerView()
    view.registration.store.setState({ status: 'idle', error: 'Name already registered' })
    expect(view.html()).toContain('Name already registered')
    view.registration.store.setState({ status: 'signing', error: undefined })
    const signing = view.html()
    expect(signing).toContain('Sign the message in your wallet to register the name.')
    expect(signing).toContain('aria-busy="true"')
  })

  it('RegisterAccountNameSuccess names the registered name and leads back to the account', () => {
    const { kit } = createTestKit()
    const { context: ctx } = createPluginContext(kit, 'test')
    const View = bindRegisterAccountNameSuccessView({ ctx })
    const html = renderInKit(
      kit,
      <View view="RegisterAccountNameSuccess" data={{ name: 'alice.appkit.id' }} />,
    )
    expect(html).toContain('<h3>alice.appkit.id</h3>')
    expect(html).toContain('This is now the name of your account.')
    expect(html).toContain('Back to account')
  })

  it("words the form in the visitor's locale, the names (data) as they are", async () => {
    const view = await registerView({
      locale: 'fr',
      messages: {
        fr: {
          'names.register.nameLabel': 'Nom',
          'names.register.register': 'Enregistrer',
          'names.nameRule': 'Lettres, chiffres et traits d’union, 4 caractères au moins.',
          'names.error.registerNameFailed': 'Échec de l’enregistrement de {name}',
        },
      },
    })
    const html = view.html()
    expect(html).toMatch(/<label[^>]*>Nom<\/label>/)
    expect(html).toContain('Lettres, chiffres et traits d’union, 4 caractères au moins.')
    expect(html).toMatch(/<button type="submit"[^>]*>Enregistrer<\/button>/)
    view.registration.store.setState({
      status: 'idle',
      name: 'alice.appkit.id',
      error: 'Error registering name alice.appkit.id',
    })
    expect(view.html()).toContain('Échec de l’enregistrement de alice.appkit.id')
    // The server's own reason is not ours to translate.
    view.registration.store.setState({ error: 'Name already registered' })
    expect(view.html()).toContain('Name already registered')
  })
})
