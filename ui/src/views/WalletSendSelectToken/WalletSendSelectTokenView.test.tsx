import type { TokenBalance } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../testing/createTestKit.js'
import { renderWithKit } from '../../testing/renderWithKit.js'
import WalletSendSelectTokenView from './WalletSendSelectTokenView.js'

const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 3000.129,
  price: 3000,
  quantity: { decimals: '18', numeric: '1.00019' },
  iconUrl: '',
}
const tt: TokenBalance = {
  ...eth,
  name: 'Test Token',
  symbol: 'TT',
  address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  value: 9999.5,
  price: 1,
  quantity: { decimals: '6', numeric: '9999.5' },
}

describe('WalletSendSelectToken (server-rendered markup)', () => {
  it('lists the tokens as buttons named by what they show (label in name): name, balance (3 decimals), value (2 decimals); the icon is decorative', () => {
    const kit = createTestKit()
    kit.registry.setSendState({ tokenBalances: [eth, tt] })
    const html = renderWithKit(kit, <WalletSendSelectTokenView />)
    expect(html).toContain('aria-label="Search token"')
    // No aria-label: the button's name is its visible text, so a speech user can say it.
    expect(html.match(/<button type="button" class="item"[^>]*>/g)).toEqual([
      '<button type="button" class="item">',
      '<button type="button" class="item">',
    ])
    expect(html.match(/<span class="image small round" aria-hidden="true">/g)).toHaveLength(2)
    expect(html).toContain('1.000 ETH')
    expect(html).toContain('$3000.12')
    expect(html).toContain('9999.500 TT')
    expect(html).toContain('$9999.50')
  })

  it('marks the chosen token with aria-current', () => {
    const kit = createTestKit()
    kit.registry.setSendState({ tokenBalances: [eth, tt], token: tt })
    const html = renderWithKit(kit, <WalletSendSelectTokenView />)
    expect(html).toMatch(/aria-current="true">.*?9999\.500 TT/)
    expect(html).not.toMatch(/aria-current="true">.*?1\.000 ETH/)
    expect(html.match(/aria-current/g)).toHaveLength(1)
  })

  it("says 'No tokens' when the account has none", () => {
    const html = renderWithKit(createTestKit(), <WalletSendSelectTokenView />)
    expect(html).toMatch(/role="status"><p>No tokens<\/p>/)
  })
})
