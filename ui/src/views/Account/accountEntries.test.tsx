import type { TokenBalance } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { setAccountEntry } from '../../account/accountEntries.js'
import { createTestKit } from '../../testing/createTestKit.js'
import { renderWithKit } from '../../testing/renderWithKit.js'
import { AccountActions } from './AccountActions.js'
import { AccountTokens } from './AccountTokens.js'
import AccountView from './AccountView.js'

const tokens: TokenBalance[] = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    value: 3000.129,
    price: 3000,
    quantity: { decimals: '18', numeric: '1.00004' },
    iconUrl: '',
  },
  {
    name: 'Test Token',
    symbol: 'TT',
    chainId: 'eip155:1',
    address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
    value: 9999.5,
    price: 1,
    quantity: { decimals: '6', numeric: '9999.5' },
    iconUrl: '',
  },
]

async function connectedKit() {
  const kit = createTestKit()
  kit.registry.recordConnection('eip155', {
    connectorId: 'injected',
    accounts: [{ address: '0x1234567890abcdef1234567890abcdef1234abcd', type: 'eoa' }],
    caipNetwork: kit.registry.store.getState().networks[0]!,
  })
  return kit
}

describe('Account entries and tokens', () => {
  it("Account has a 'Send' button and a 'Wallets' entry (ProfileWallets)", async () => {
    const html = renderWithKit(await connectedKit(), <AccountView />)
    expect(html).toMatch(/<button type="button" class="item"><span class="item-name">Send<\/span>/)
    expect(html).toMatch(/<span class="item-name">Wallets<\/span>/)
  })

  it("lists the kit's and the plugins' entries in spec §6's feature order (onramp, swaps, receive, send), the rest after", async () => {
    const kit = await connectedKit()
    setAccountEntry(kit, { id: 'appkit:activity', label: 'Activity', view: 'Activity' }, true)
    setAccountEntry(
      kit,
      { id: 'appkit:swaps', label: 'Swap', view: 'Swap', feature: 'swaps' },
      true,
    )
    setAccountEntry(
      kit,
      { id: 'appkit:onramp', label: 'Buy crypto', view: 'OnRampProviders', feature: 'onramp' },
      true,
    )
    const html = renderWithKit(kit, <AccountActions />)
    const labels = [...html.matchAll(/<span class="item-name">([^<]+)<\/span>/g)].map((m) => m[1])
    expect(labels).toEqual(['Buy crypto', 'Swap', 'Receive', 'Send', 'Wallets', 'Activity'])
  })

  it("Receive opens WalletReceive while the 'receive' feature is on (a spec §6 default), and is gone when it is off", async () => {
    const kit = await connectedKit()
    expect(renderWithKit(kit, <AccountActions />)).toContain(
      '<span class="item-name">Receive</span>',
    )
    kit.gates.store.setState((s) => ({ ...s, features: { ...s.features, receive: false } }))
    expect(renderWithKit(kit, <AccountActions />)).not.toContain('>Receive<')
  })

  it('no Send when the send feature is off', async () => {
    const kit = await connectedKit()
    kit.gates.store.setState((s) => ({ ...s, features: { ...s.features, send: false } }))
    const html = renderWithKit(kit, <AccountActions />)
    expect(html).not.toContain('>Send<')
    expect(html).toContain('>Wallets<')
  })

  it("lists the tokens with the total in USD ('token totals 2 decimals')", async () => {
    const kit = await connectedKit()
    kit.registry.setSendState({ tokenBalances: tokens, networkBalanceInUSD: '12999.62' })
    const html = renderWithKit(kit, <AccountTokens />)
    expect(html).toContain('Total $12999.62')
    expect(html).toContain('1.000 ETH')
    expect(html).toContain('$3000.12')
    expect(html).toContain('9999.500 TT')
  })

  it('shows no token list when nothing is connected', () => {
    expect(renderWithKit(createTestKit(), <AccountTokens />)).toBe('')
  })
})
