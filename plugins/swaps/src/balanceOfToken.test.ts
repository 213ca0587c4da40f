import type { TokenBalance } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { balanceOfToken } from './balanceOfToken.js'

const balance = (symbol: string, numeric: string, address?: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:31337',
  ...(address ? { address } : {}),
  price: 0,
  quantity: { decimals: '18', numeric },
  iconUrl: '',
})

const token = (symbol: string, address: string) => ({
  name: symbol,
  symbol,
  address: `eip155:10:${address}`,
  decimals: 18,
  logoUri: '',
})

describe('balanceOfToken', () => {
  const list = [
    balance('ETH', '1.5'),
    balance('TEST', '100', 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3'),
  ]

  it('finds the native currency (no address) and a token by its address on any network', () => {
    expect(balanceOfToken(list, token('ETH', '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'))).toBe(
      15n * 10n ** 17n,
    )
    expect(balanceOfToken(list, token('TEST', '0x5fbdb2315678afecb367f032d93f642f64180aa3'))).toBe(
      100n * 10n ** 18n,
    )
  })

  it('is undefined when the list does not have it or the number is not a plain decimal', () => {
    expect(balanceOfToken(list, token('DAI', '0x6B175474E89094C44Da98b954EedeAC495271d0F'))).toBe(
      undefined,
    )
    expect(
      balanceOfToken(undefined, token('ETH', '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE')),
    ).toBe(undefined)
    const odd = [balance('ETH', '1e21')]
    expect(balanceOfToken(odd, token('ETH', '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'))).toBe(
      undefined,
    )
  })
})
