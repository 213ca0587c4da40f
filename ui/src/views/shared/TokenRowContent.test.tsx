import type { TokenBalance } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../testing/createTestKit.js'
import { renderWithKit } from '../../testing/renderWithKit.js'
import { TokenRowContent } from './TokenRowContent.js'

const ether: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  value: 30_000_000,
  price: 3000,
  quantity: { decimals: '18', numeric: '10000.123456' },
  iconUrl: '',
}

describe('TokenRowContent', () => {
  it('keeps the token name in the flexible column, with the quantity under it, so a long balance cannot hide it', () => {
    const html = renderWithKit(createTestKit(), <TokenRowContent token={ether} detailId="d" />)
    expect(html).toMatch(
      /<span class="item-name">Ether<br\/><span class="balance" id="d">10000\.123 ETH<\/span><\/span>/,
    )
    expect(html).toContain(
      '<span class="balance" style="flex:none" id="d-value">$30000000.00</span>',
    )
  })
})
