import { type AppKit, type AppKitOptions, type Connector, createAppKit } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { describe, expect, it } from 'vitest'
import { UI_FEATURES } from '../../features/UI_FEATURES.js'
import { SOCIAL_LOGIN } from '../../socialLogin/socialLogin.js'
import { createStandInAdapter } from '../../testing/createStandInAdapter.js'
import { testMainnet } from '../../testing/createTestKit.js'
import { renderWithKit } from '../../testing/renderWithKit.js'
import ConnectView from './ConnectView.js'
import { LEGAL_CONSENT_KEY } from './LEGAL_CONSENT_KEY.js'

const auth: Connector = { id: 'embedded', type: 'AUTH', name: 'Email', chain: 'eip155' }
const injected: Connector = {
  id: 'injected-wallet',
  type: 'ANNOUNCED',
  name: 'Fox Wallet',
  chain: 'eip155',
  info: { rdns: 'io.fox' },
}
const TERMS = 'https://example.com/terms'
const PRIVACY = 'https://example.com/privacy'

interface LayoutKit {
  features?: Record<string, unknown>
  options?: Partial<AppKitOptions>
  connectors?: readonly Connector[]
}

/** An EVM kit with the AUTH connector, social login (GitHub) and the given wallets. */
function layoutKit({ features = {}, options = {}, connectors = [auth] }: LayoutKit = {}): AppKit {
  const kit = createAppKit({
    projectId: 'test-project',
    networks: [testMainnet],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
    features,
    ...options,
  })
  kit.use({
    name: 'test:eip155',
    namespace: 'eip155',
    setup: (context) =>
      context.register.family(createStandInAdapter('eip155', { authConnector: true })),
  })
  kit.gates.register(...UI_FEATURES)
  for (const connector of connectors) kit.registry.addConnector(connector)
  kit.services.provide(SOCIAL_LOGIN, { available: (socials) => socials, start: () => {} })
  kit.gates.store.setState((s) => ({ ...s, features: { ...s.features, socials: ['github'] } }))
  return kit
}

/** The connect method groups in the order rendered. */
function methodOrder(html: string): string[] {
  return [...html.matchAll(/data-method="(\w+)"/g)].map((match) => match[1] ?? '')
}

describe('ConnectView layout', () => {
  it('spec §6 connect method order: wallet, email, social when an announced wallet exists', () => {
    const html = renderWithKit(layoutKit({ connectors: [auth, injected] }), <ConnectView />)
    expect(methodOrder(html)).toEqual(['wallet', 'email', 'social'])
    expect(html.indexOf('Fox Wallet')).toBeLessThan(html.indexOf('Continue with email'))
  })

  it('spec §6 connect method order: email and social first when no injected or announced wallet exists', () => {
    const html = renderWithKit(layoutKit(), <ConnectView />)
    expect(methodOrder(html)).toEqual(['email', 'social', 'wallet'])
  })

  it("connectMethodsOrder: the app's order, with only the methods it names", () => {
    const kit = layoutKit({
      connectors: [auth, injected],
      options: { connectMethodsOrder: ['social', 'wallet'] },
    })
    const html = renderWithKit(kit, <ConnectView />)
    expect(methodOrder(html)).toEqual(['social', 'wallet'])
    expect(html).not.toContain('Continue with email')
  })

  it("collapseWallets: the wallets behind one collapsed 'Continue with a wallet' entry under email and socials", () => {
    const kit = layoutKit({ connectors: [auth, injected], features: { collapseWallets: true } })
    const html = renderWithKit(kit, <ConnectView />)
    expect(methodOrder(html)).toEqual(['email', 'social', 'wallet'])
    expect(html).toMatch(/aria-expanded="false"[^>]*>.*Continue with a wallet/s)
    expect(html).toMatch(/hidden=""[^>]*>.*Fox Wallet/s)
  })

  it('emailShowWallets off: the wallets are collapsed while email or socials show, listed otherwise', () => {
    const withLogins = renderWithKit(
      layoutKit({ connectors: [auth, injected], features: { emailShowWallets: false } }),
      <ConnectView />,
    )
    expect(withLogins).toContain('Continue with a wallet')
    const withoutLogins = renderWithKit(
      layoutKit({ connectors: [injected], features: { emailShowWallets: false } }),
      <ConnectView />,
    )
    expect(withoutLogins).not.toContain('Continue with a wallet')
    expect(withoutLogins).toContain('Fox Wallet')
  })

  it('legalCheckbox: a labelled checkbox with the terms and privacy links, every method disabled until it is ticked', () => {
    const kit = layoutKit({
      connectors: [auth, injected],
      features: { legalCheckbox: true },
      options: { termsConditionsUrl: TERMS, privacyPolicyUrl: PRIVACY },
    })
    const html = renderWithKit(kit, <ConnectView />)
    expect(html).toMatch(/<input id="([^"]+)" type="checkbox"\/><label for="\1">I agree to/)
    expect(html).toContain(`<a href="${TERMS}" target="_blank" rel="noopener noreferrer">`)
    expect(html).toContain(`<a href="${PRIVACY}" target="_blank" rel="noopener noreferrer">`)
    const hintId = /<p id="([^"]+)" class="legal-hint">/.exec(html)?.[1]
    expect(hintId).toBeTruthy()
    expect(html).toContain(
      `<fieldset class="connect-methods" disabled="" aria-describedby="${hintId}">`,
    )
  })

  it('legalCheckbox: a consent remembered for the same links enables the methods at once', () => {
    const kit = layoutKit({
      connectors: [auth, injected],
      features: { legalCheckbox: true },
      options: { termsConditionsUrl: TERMS, privacyPolicyUrl: PRIVACY },
    })
    kit.storage.set(LEGAL_CONSENT_KEY, { termsConditionsUrl: TERMS, privacyPolicyUrl: PRIVACY })
    const html = renderWithKit(kit, <ConnectView />)
    expect(html).toContain('type="checkbox" checked=""')
    expect(html).toContain('<fieldset class="connect-methods">')
  })

  it('legalCheckbox off (the spec §6 default) with legal links: no checkbox, a notice with the links', () => {
    const kit = layoutKit({ options: { termsConditionsUrl: TERMS } })
    const html = renderWithKit(kit, <ConnectView />)
    expect(html).not.toContain('type="checkbox"')
    expect(html).toContain('<fieldset class="connect-methods">')
    expect(html).toContain('By connecting your wallet, you agree to')
  })

  it('spec §4 modal loading: placeholders, not email and social buttons, while the project configuration loads', () => {
    const kit = layoutKit({ connectors: [auth, injected] })
    kit.gates.store.setState({ status: 'loading' })
    const loading = renderWithKit(kit, <ConnectView />)
    expect(loading).toContain('aria-label="Loading login options"')
    expect(loading.match(/class="item placeholder"/g)).toHaveLength(2)
    expect(loading).not.toContain('Continue with email')
    expect(loading).not.toContain('GitHub')
    expect(loading).toContain('Fox Wallet')

    kit.gates.store.setState({ status: 'remote' })
    const loaded = renderWithKit(kit, <ConnectView />)
    expect(loaded).not.toContain('placeholder')
    expect(loaded).toContain('Continue with email')
  })

  it('reownBranding: the AppKit footer while on, none while off or while the configuration loads', () => {
    const kit = layoutKit()
    expect(renderWithKit(kit, <ConnectView />)).toContain('UX by <strong>AppKit</strong>')
    kit.gates.store.setState((s) => ({ ...s, features: { ...s.features, reownBranding: false } }))
    expect(renderWithKit(kit, <ConnectView />)).not.toContain('AppKit</strong>')
    kit.gates.store.setState((s) => ({
      ...s,
      status: 'loading',
      features: { ...s.features, reownBranding: true },
    }))
    expect(renderWithKit(kit, <ConnectView />)).not.toContain('AppKit</strong>')
  })
})
