import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { AppKitProvider } from './AppKitProvider.js'
import { AccountButton } from './buttons/AccountButton.js'
import { ConnectButton } from './buttons/ConnectButton.js'
import { NetworkButton } from './buttons/NetworkButton.js'
import { useAccount } from './hooks/useAccount.js'
import { useAppKitState } from './hooks/useAppKitState.js'
import { useBalance } from './hooks/useBalance.js'
import { createTestKit } from './testing/createTestKit.js'

function connect(kit: ReturnType<typeof createTestKit>) {
  return kit.registry.recordConnection('eip155', {
    connectorId: 'injected',
    accounts: [{ address: '0x1234567890abcdef1234567890abcdef1234abcd', type: 'eoa' }],
    caipNetwork: kit.registry.store.getState().networks[0]!,
  })
}

describe('server rendering (SSR safety)', () => {
  it('renders the provider and buttons on the server without touching window', () => {
    expect(typeof window).toBe('undefined')
    const kit = createTestKit()
    const html = renderToString(
      <AppKitProvider kit={kit}>
        <ConnectButton />
        <NetworkButton />
      </AppKitProvider>,
    )
    expect(html).toContain('<button')
    expect(html).toContain('Connect Wallet')
    expect(html).toContain('aria-haspopup="dialog"')
    expect(html).toContain('Ethereum')
    // The modal is not part of the first render: it is a chunk loaded on first open.
    expect(html).not.toContain('role="dialog"')
  })

  it('registers no view on the server: the built-ins register when the provider mounts', () => {
    const kit = createTestKit()
    renderToString(<AppKitProvider kit={kit} />)
    expect(kit.router.hasView('Connect')).toBe(false)
  })

  it('the connect button becomes the account button (0x1234…abcd and 0.000 balance) once connected', async () => {
    const kit = createTestKit()
    await connect(kit)
    const html = renderToString(
      <AppKitProvider kit={kit}>
        <ConnectButton />
      </AppKitProvider>,
    )
    expect(html).not.toContain('Connect Wallet')
    expect(html).toContain('0x1234…abcd')
    expect(html).toContain('0.000 ETH')
  })

  it('the account button renders nothing while disconnected', () => {
    const html = renderToString(
      <AppKitProvider kit={createTestKit()}>
        <AccountButton />
      </AppKitProvider>,
    )
    expect(html).toBe('')
  })

  it('hooks read the kit on the server', async () => {
    const kit = createTestKit()
    await connect(kit)
    kit.registry.updateAccount('eip155', { balance: '1.98765', balanceSymbol: 'ETH' })
    const seen = vi.fn()
    function Probe() {
      seen(useAccount(), useBalance(), useAppKitState())
      return null
    }
    renderToString(
      <AppKitProvider kit={kit}>
        <Probe />
      </AppKitProvider>,
    )
    const [account, balance, state] = seen.mock.calls[0]!
    expect(account).toMatchObject({
      address: '0x1234567890abcdef1234567890abcdef1234abcd',
      caipAddress: 'eip155:1:0x1234567890abcdef1234567890abcdef1234abcd',
      isConnected: true,
      status: 'connected',
      namespace: 'eip155',
    })
    expect(balance).toMatchObject({ formatted: '1.987 ETH' })
    expect(state).toMatchObject({ open: false, view: 'Connect', selectedNetworkId: 'eip155:1' })
  })

  it('buttons outside a provider fail with a clear error', () => {
    expect(() => renderToString(<ConnectButton />)).toThrow(
      'AppKit hooks and buttons must be used inside <AppKitProvider>',
    )
  })

  it('two kits on one page, each with its provider, do not interfere', async () => {
    const a = createTestKit()
    const b = createTestKit()
    await connect(a)
    const html = renderToString(
      <>
        <AppKitProvider kit={a}>
          <ConnectButton />
        </AppKitProvider>
        <AppKitProvider kit={b}>
          <ConnectButton />
        </AppKitProvider>
      </>,
    )
    expect(html).toContain('0x1234…abcd')
    expect(html).toContain('Connect Wallet')
  })
})
