import { type AppKit, createAppKit, type NamespaceAdapter, type TokenBalance } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { describe, expect, it } from 'vitest'
import { createStandInAdapter, EVM_FAMILY } from '../../testing/createStandInAdapter.js'
import { createTestKit } from '../../testing/createTestKit.js'
import { renderWithKit } from '../../testing/renderWithKit.js'
import WalletSendView from './WalletSendView.js'

const SENDER = '0x1234567890abcdef1234567890abcdef1234abcd'
const RECEIVER = '0x2222222222222222222222222222222222222222'
const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 4500,
  price: 3000,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: '',
}

/** TEST DOUBLE: an eip155 adapter that only checks addresses (the views call nothing else here). */
function createAddressCheckingAdapter(): NamespaceAdapter {
  return createStandInAdapter('eip155', {
    ...EVM_FAMILY,
    isAddress: (address) => /^0x[0-9a-fA-F]{40}$/.test(address),
  })
}

async function sendKit(): Promise<AppKit> {
  const kit = createTestKit()
  kit.registerAdapter(createAddressCheckingAdapter())
  kit.registry.recordConnection('eip155', {
    connectorId: 'injected',
    accounts: [{ address: SENDER, type: 'eoa' }],
    caipNetwork: kit.registry.store.getState().networks[0]!,
  })
  return kit
}

function labelledInput(html: string, label: string): string {
  const forId = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1]
  expect(forId, `a <label> '${label}'`).toBeDefined()
  const input = new RegExp(`<input[^>]*id="${forId}"[^>]*>`).exec(html)?.[0]
  expect(input, `the input labelled '${label}'`).toBeDefined()
  return input!
}

describe('WalletSend (server-rendered markup)', () => {
  it("labels its inputs 'Amount' and 'Receiver address' and offers Max and Preview", async () => {
    const html = renderWithKit(await sendKit(), <WalletSendView />)
    expect(labelledInput(html, 'Amount')).toContain('inputMode="decimal"')
    expect(labelledInput(html, 'Receiver address')).toContain('type="text"')
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Max<\/button>/)
    expect(html).toMatch(/<button type="submit"[^>]*>Preview<\/button>/)
    expect(html).toContain('aria-label="Select token"')
  })

  it("announces 'An amount and receiver address are required' (aria-live) and keeps Preview disabled", async () => {
    const html = renderWithKit(await sendKit(), <WalletSendView />)
    expect(html).toMatch(/aria-live="polite"[^>]*>An amount and receiver address are required</)
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Preview/)
  })

  it("says 'A token is required' when amount and receiver are set without a token", async () => {
    const kit = await sendKit()
    kit.registry.setSendState({ sendTokenAmount: 1, receiverAddress: RECEIVER })
    expect(renderWithKit(kit, <WalletSendView />)).toContain('>A token is required<')
  })

  it('marks an amount above the balance invalid, with the insufficient balance message', async () => {
    const kit = await sendKit()
    kit.registry.setSendState({ token: eth, sendTokenAmount: 2, receiverAddress: RECEIVER })
    const html = renderWithKit(kit, <WalletSendView />)
    expect(html).toContain('>Insufficient balance<')
    expect(labelledInput(html, 'Amount')).toContain('aria-invalid="true"')
    expect(labelledInput(html, 'Receiver address')).not.toContain('aria-invalid')
  })

  it("checks the receiver with the family's adapter", async () => {
    const kit = await sendKit()
    kit.registry.setSendState({ token: eth, sendTokenAmount: 1, receiverAddress: '0x12' })
    const html = renderWithKit(kit, <WalletSendView />)
    expect(html).toContain('>Invalid receiver address<')
    expect(labelledInput(html, 'Receiver address')).toContain('aria-invalid="true"')
  })

  it('a sendable form shows the token, its balance and the value, and enables Preview', async () => {
    const kit = await sendKit()
    kit.registry.setSendState({ token: eth, sendTokenAmount: 0.5, receiverAddress: RECEIVER })
    const html = renderWithKit(kit, <WalletSendView />)
    expect(html).toContain('aria-label="Token ETH, change"')
    expect(html).toContain('Balance: 1.500 ETH')
    expect(html).toContain('≈ <!-- -->$1500.00')
    expect(labelledInput(html, 'Amount')).toContain('value="0.5"')
    expect(html).toMatch(/<button type="submit" class="btn btn-primary btn-block">Preview/)
  })

  it("a family without send says 'Unsupported chain'", async () => {
    const kit = createAppKit({
      projectId: 'test-project',
      loadRemoteConfig: false,
      storage: createMemoryStorage(),
      networks: [
        {
          id: '000000000019d6689c085ae165831e93',
          name: 'Bitcoin',
          chainNamespace: 'bip122',
          caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
          nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
          rpcUrls: { default: { http: [] } },
        },
      ],
    })
    const html = renderWithKit(kit, <WalletSendView />)
    expect(html).toContain('>Unsupported chain<')
  })
})
