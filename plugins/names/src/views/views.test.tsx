import { createPluginContext } from '@appkit/kernel'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createIdentityCache } from '../identity/createIdentityCache.js'
import { createRegistrationFlow } from '../registration/createRegistrationFlow.js'
import { connectWallet, createTestKit } from '../testing/createTestKit.js'
import { bindRegisterAccountNameSuccessView } from './RegisterAccountNameSuccessView.js'
import { bindRegisterAccountNameView } from './RegisterAccountNameView.js'

async function registerView(options: { connector?: 'AUTH' | 'INJECTED' } = {}) {
  const { kit } = createTestKit()
  await connectWallet(kit, options.connector ?? 'AUTH')
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
    html: () => renderToString(<View view="RegisterAccountName" data={undefined} />),
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
    const { context: ctx } = createPluginContext(createTestKit().kit, 'test')
    const View = bindRegisterAccountNameSuccessView({ ctx })
    const html = renderToString(
      <View view="RegisterAccountNameSuccess" data={{ name: 'alice.appkit.id' }} />,
    )
    expect(html).toContain('<h3>alice.appkit.id</h3>')
    expect(html).toContain('This is now the name of your account.')
    expect(html).toContain('Back to account')
  })
})
