import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { TokenBalance } from '../registry/TokenBalance.js'
import { fillMissingPrices } from './fillMissingPrices.js'
import { loadTokenBalances } from './loadTokenBalances.js'
import { type BalanceApi, SAMPLE_BALANCES, startBalanceApi } from './testing/startBalanceApi.js'

const TOKEN_ADDRESS = 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3'
const unpricedEth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 0,
  value: 0,
  quantity: { decimals: '18', numeric: '2' },
  iconUrl: '',
}
const unpricedToken: TokenBalance = {
  ...unpricedEth,
  name: 'Test Token',
  symbol: 'TT',
  address: TOKEN_ADDRESS,
  quantity: { decimals: '6', numeric: '10.5' },
}
const priced: TokenBalance = { ...unpricedEth, symbol: 'DAI', name: 'Dai', price: 1, value: 3 }

describe('fillMissingPrices against a real local HTTP server', () => {
  let api: BalanceApi
  beforeAll(async () => {
    api = await startBalanceApi()
  })
  afterAll(() => api.server.close())
  beforeEach(() => {
    api.prices = {
      status: 200,
      body: {
        fungibles: [
          { name: 'Test Token', symbol: 'TT', iconUrl: 'https://i/tt', price: 2 },
          { name: 'Ether', symbol: 'ETH', iconUrl: 'https://i/eth', price: 3000 },
        ],
      },
    }
  })

  it('spec §7 POST fungible/price: unpriced tokens get their price and fiat value; priced ones are not asked about', async () => {
    const before = api.priceCalls().length
    const filled = await fillMissingPrices(api.http, [unpricedEth, unpricedToken, priced])
    expect(filled.map((token) => [token.symbol, token.price, token.value])).toEqual([
      ['ETH', 3000, 6000],
      ['TT', 2, 21],
      ['DAI', 1, 3],
    ])
    expect(api.priceCalls().slice(before)).toEqual([
      {
        currency: 'usd',
        addresses: [`eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE`, TOKEN_ADDRESS],
      },
    ])
  })

  it('makes no call when every token is priced', async () => {
    const before = api.priceCalls().length
    expect(await fillMissingPrices(api.http, [priced])).toEqual([priced])
    expect(api.priceCalls().length).toBe(before)
  })

  it('a failed or malformed price answer leaves the balances as they were', async () => {
    for (const answer of [
      { status: 500, body: { message: 'down' } },
      { status: 200, body: { fungibles: [{ symbol: 'ETH', price: '3000' }] } },
    ]) {
      api.prices = answer
      expect(await fillMissingPrices(api.http, [unpricedEth, priced])).toEqual([
        unpricedEth,
        priced,
      ])
    }
  })

  it('the balance lookup prices what the balance answer left unpriced', async () => {
    const [eth, token] = SAMPLE_BALANCES
    api.answer = { status: 200, body: { balances: [{ ...eth, price: 0, value: 0 }, token] } }
    const balances = await loadTokenBalances({
      http: api.http,
      address: '0x1111111111111111111111111111111111111111',
      caipNetwork: {
        id: 31337,
        name: 'Hardhat',
        chainNamespace: 'eip155',
        caipNetworkId: 'eip155:31337',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      },
    })
    expect(balances.map((b) => [b.symbol, b.price, b.value])).toEqual([
      ['ETH', 3000, 3000],
      ['TT', 1, 9999.5],
    ])
  })
})
