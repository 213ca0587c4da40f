import { STORAGE_KEYS } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { ViewUnavailable } from '../modal/ViewUnavailable.js'
import { SOCIAL_LOGIN } from '../socialLogin/socialLogin.js'
import { createTestKit, testLocalnet } from '../testing/createTestKit.js'
import { renderWithKit } from '../testing/renderWithKit.js'
import { injected, metamask } from '../testing/testConnectors.js'
import AccountView from './Account/AccountView.js'
import ConnectView from './Connect/ConnectView.js'
import ConnectingExternalView from './ConnectingExternal/ConnectingExternalView.js'
import GetWalletView from './GetWallet/GetWalletView.js'
import NetworksView from './Networks/NetworksView.js'
import SwitchNetworkView from './SwitchNetwork/SwitchNetworkView.js'
import UnsupportedChainView from './UnsupportedChain/UnsupportedChainView.js'

async function connectedKit() {
  const kit = createTestKit()
  kit.registry.recordConnection('eip155', {
    connectorId: 'injected',
    accounts: [{ address: '0x1234567890abcdef1234567890abcdef1234abcd', type: 'eoa' }],
    caipNetwork: kit.registry.store.getState().networks[0]!,
  })
  return kit
}

describe('views (server-rendered markup)', () => {
  it('Connect lists the recent wallet first, then installed ones, then All Wallets', () => {
    const kit = createTestKit()
    kit.registry.addConnector(injected)
    kit.registry.addConnector(metamask)
    kit.storage.set(STORAGE_KEYS.recentWallets, [{ id: 'io.metamask', name: 'MetaMask' }])
    const html = renderWithKit(kit, <ConnectView />)
    expect(html.indexOf('MetaMask')).toBeLessThan(html.indexOf('Browser Wallet'))
    expect(html).toContain('Recent')
    expect(html).toContain('Installed')
    expect(html).toContain('All Wallets')
  })

  it('Connect hides All Wallets when its feature gate is off, and excluded wallets', () => {
    const kit = createTestKit()
    kit.registry.addConnector(metamask)
    kit.gates.store.setState((s) => ({ ...s, features: { ...s.features, allWallets: false } }))
    const html = renderWithKit(kit, <ConnectView />, {
      excludedWallets: [{ name: 'metamask' }],
    })
    expect(html).not.toContain('All Wallets')
    expect(html).not.toContain('MetaMask')
    expect(html).toContain('No wallet found')
  })

  it('Connect lists the WalletConnect connector first (connector type order starts with walletConnect)', () => {
    const kit = createTestKit()
    kit.registry.addConnector(metamask)
    kit.registry.addConnector({
      id: 'walletConnect',
      type: 'WALLET_CONNECT',
      name: 'WalletConnect',
      chain: 'eip155',
    })
    const html = renderWithKit(kit, <ConnectView />)
    expect(html).toContain('WalletConnect')
    expect(html.indexOf('WalletConnect')).toBeLessThan(html.indexOf('MetaMask'))
  })

  it("Connect shows a 'Continue with {provider}' button per remote-config social (spec §6 order: wallets, email, socials), only when a plugin offers social login", () => {
    const kit = createTestKit()
    kit.registry.addConnector(metamask)
    // Social logins go through the AUTH connector (spec §6: offered where it logs in).
    kit.registry.addConnector({ id: 'embedded', type: 'AUTH', name: 'Email', chain: 'eip155' })
    expect(renderWithKit(kit, <ConnectView />)).not.toContain('Continue with GitHub')
    const started: string[] = []
    kit.services.provide(SOCIAL_LOGIN, {
      available: (socials) => socials.filter((provider) => provider !== 'apple'),
      start: (provider) => started.push(provider),
    })
    kit.gates.store.setState((s) => ({
      ...s,
      features: { ...s.features, socials: ['github', 'apple', 'discord'] },
    }))
    const html = renderWithKit(kit, <ConnectView />)
    expect(html).toContain('Continue with GitHub')
    expect(html).toContain('Continue with Discord')
    expect(html).not.toContain('Apple')
    expect(html.indexOf('MetaMask')).toBeLessThan(html.indexOf('GitHub'))
    kit.gates.store.setState((s) => ({ ...s, features: { ...s.features, socials: false } }))
    expect(renderWithKit(kit, <ConnectView />)).not.toContain('GitHub')
  })

  it('renders wallet names as text, never as HTML', () => {
    const kit = createTestKit()
    kit.registry.addConnector({ ...metamask, name: '<img src=x onerror=alert(1)>' })
    const html = renderWithKit(kit, <ConnectView />)
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })

  it("ConnectingExternal says 'Continue in <wallet>' with Cancel, and no retry while the wallet is asked", () => {
    const kit = createTestKit()
    kit.registry.addConnector(metamask)
    const html = renderWithKit(
      kit,
      <ConnectingExternalView view="ConnectingExternal" data={{ connectorId: 'io.metamask' }} />,
    )
    expect(html).toContain('Continue in MetaMask')
    expect(html).toContain('Cancel')
    expect(html).not.toContain('Retry')
    expect(html).not.toContain('Try again')
  })

  it('Account shows the short address, a Copy button, the balance with 3 decimals and Disconnect', async () => {
    const kit = await connectedKit()
    kit.registry.updateAccount('eip155', { balance: '12.3456789', balanceSymbol: 'ETH' })
    const html = renderWithKit(kit, <AccountView />)
    expect(html).toContain('0x1234…abcd')
    expect(html).toContain('aria-label="Copy address"')
    expect(html).toContain('12.345 ETH')
    expect(html).toContain('Ethereum')
    expect(html).toContain('Disconnect')
  })

  it('Account shows 0.000 before the balance is known', async () => {
    const html = renderWithKit(await connectedKit(), <AccountView />)
    expect(html).toContain('0.000 ETH')
  })

  it('Networks marks the active network with aria-current', () => {
    const html = renderWithKit(createTestKit(), <NetworksView />)
    expect(html).toMatch(/aria-current="true"[^>]*>.*Ethereum/)
    expect(html.match(/aria-current/g)).toHaveLength(1)
    expect(html).toContain('Hardhat')
  })

  it("SwitchNetwork asks to 'Approve in wallet' for the target network", () => {
    const html = renderWithKit(
      createTestKit(),
      <SwitchNetworkView view="SwitchNetwork" data={{ caipNetwork: testLocalnet }} />,
    )
    expect(html).toContain('Approve in wallet')
    expect(html).toContain('Hardhat')
  })

  it('UnsupportedChain explains, lists the networks and offers Disconnect', () => {
    const html = renderWithKit(createTestKit(), <UnsupportedChainView />)
    expect(html).toContain(
      'This app doesn&#x27;t support your current network. Switch to an available option to continue.',
    )
    expect(html).toContain('Ethereum')
    expect(html).not.toContain('aria-current')
    expect(html).toContain('Disconnect')
  })

  it("GetWallet offers the wallet's web links only", () => {
    const wallet = {
      id: 'rainbow',
      name: 'Rainbow',
      app_store: 'https://apps.apple.com/rainbow',
      homepage: 'javascript:alert(1)',
    }
    const html = renderWithKit(
      createTestKit(),
      <GetWalletView view="GetWallet" data={{ wallet }} />,
    )
    expect(html).toContain('href="https://apps.apple.com/rainbow"')
    expect(html).toContain('rel="noopener noreferrer"')
    expect(html).not.toContain('javascript:')
  })

  it("an unregistered view renders 'This view is not available'", () => {
    const html = renderWithKit(createTestKit(), <ViewUnavailable view="Swap" />)
    expect(html).toContain('This view is not available')
  })
})
