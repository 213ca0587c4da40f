import { describe, expect, it } from 'vitest'
import { walletAssetToTokenBalance } from './walletAssetToTokenBalance.js'

const network = { caipNetworkId: 'eip155:31337' as const }
const metadata = {
  name: 'Test Token',
  symbol: 'TT',
  decimals: 6,
  price: 1,
  iconUrl: 'https://i/t.png',
}

describe('walletAssetToTokenBalance', () => {
  it('an ERC20 asset becomes a chain-prefixed token balance worth price times quantity', () => {
    const balance = walletAssetToTokenBalance(
      { address: '0xabc', balance: '0x1e8480', type: 'ERC20', metadata: { ...metadata, price: 2 } },
      network,
    )
    expect(balance).toEqual({
      name: 'Test Token',
      symbol: 'TT',
      chainId: 'eip155:31337',
      address: 'eip155:31337:0xabc',
      value: 4,
      price: 2,
      quantity: { decimals: '6', numeric: '2' },
      iconUrl: 'https://i/t.png',
    })
  })

  it("the native asset has no address ('absent for native token')", () => {
    const balance = walletAssetToTokenBalance(
      {
        address: 'native',
        balance: '0xde0b6b3a7640000',
        type: 'NATIVE',
        metadata: { ...metadata, symbol: 'ETH', decimals: 18, price: 3000 },
      },
      network,
    )
    expect(balance?.address).toBeUndefined()
    expect(balance?.quantity).toEqual({ decimals: '18', numeric: '1' })
    expect(balance?.value).toBe(3000)
  })

  it('refuses a balance that is not a hex quantity, or decimals that are not a whole number', () => {
    const asset = { address: '0xabc', balance: '12', type: 'ERC20' as const, metadata }
    expect(walletAssetToTokenBalance(asset, network)).toBeUndefined()
    expect(
      walletAssetToTokenBalance(
        { ...asset, balance: '0x1', metadata: { ...metadata, decimals: 1.5 } },
        network,
      ),
    ).toBeUndefined()
  })
})
