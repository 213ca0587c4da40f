import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../types/CaipNetwork.js'
import type { Connector } from '../types/Connector.js'
import { loadTokenBalances } from './loadTokenBalances.js'
import { type BalanceApi, SAMPLE_BALANCES, startBalanceApi } from './testing/startBalanceApi.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const hardhat: CaipNetwork = {
  id: 31337,
  name: 'Hardhat',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}
const solana: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
}
const walletEth = {
  address: 'native',
  balance: '0x1bc16d674ec80000',
  type: 'NATIVE',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: 'https://i/eth' },
}

/** TEST DOUBLE: the auth connector, whose provider answers asset discovery for 0x7a69. */
function authConnector(assets: unknown[]): Connector {
  return {
    id: 'auth',
    type: 'AUTH',
    name: 'Email',
    chain: 'eip155',
    provider: {
      async request({ method }: { method: string }) {
        if (method === 'wallet_getCapabilities') {
          return { '0x7a69': { assetDiscovery: { supported: true } } }
        }
        return { '0x7a69': assets }
      },
    },
  }
}

describe('loadTokenBalances (spec §7 Balance lookup)', () => {
  let api: BalanceApi
  beforeAll(async () => {
    api = await startBalanceApi()
  })
  afterAll(() => api.server.close())
  beforeEach(() => {
    api.answer = { status: 200, body: { balances: SAMPLE_BALANCES } }
  })

  it('for the auth connector on EVM the wallet lists its own assets; the server is not called', async () => {
    const before = api.calls().length
    const balances = await loadTokenBalances({
      http: api.http,
      address: ADDRESS,
      caipNetwork: hardhat,
      connector: authConnector([walletEth]),
    })
    expect(balances.map((b) => [b.symbol, b.quantity.numeric])).toEqual([['ETH', '2']])
    expect(api.calls().length).toBe(before)
  })

  it("'if unsupported or invalid, use the server balance call'", async () => {
    const invalid = await loadTokenBalances({
      http: api.http,
      address: ADDRESS,
      caipNetwork: hardhat,
      connector: authConnector([{ ...walletEth, type: 'ERC1155' }]),
    })
    expect(invalid.map((b) => b.symbol)).toEqual(['ETH', 'TT'])
    const unsupported = await loadTokenBalances({
      http: api.http,
      address: ADDRESS,
      caipNetwork: hardhat,
      connector: { ...authConnector([]), provider: undefined },
    })
    expect(unsupported.map((b) => b.symbol)).toEqual(['ETH', 'TT'])
  })

  it('other connectors, and Solana, use the server call with the CAIP-2 chain id', async () => {
    const injected: Connector = { id: 'mm', type: 'ANNOUNCED', name: 'MetaMask', chain: 'eip155' }
    await loadTokenBalances({
      http: api.http,
      address: ADDRESS,
      caipNetwork: hardhat,
      connector: injected,
    })
    expect(api.calls().at(-1)?.searchParams.get('chainId')).toBe('eip155:31337')
    await loadTokenBalances({ http: api.http, address: 'So1ana', caipNetwork: solana })
    expect(api.calls().at(-1)?.searchParams.get('chainId')).toBe(solana.caipNetworkId)
    expect(api.calls().at(-1)?.pathname).toBe('/v1/account/So1ana/balance')
  })

  it("zero-decimal tokens are dropped from either source ('Tokens with zero decimals are filtered out')", async () => {
    api.answer = {
      status: 200,
      body: {
        balances: [
          ...SAMPLE_BALANCES,
          { ...SAMPLE_BALANCES[1], symbol: 'NFT', quantity: { decimals: '0', numeric: '3' } },
        ],
      },
    }
    const server = await loadTokenBalances({
      http: api.http,
      address: ADDRESS,
      caipNetwork: hardhat,
    })
    expect(server.map((b) => b.symbol)).toEqual(['ETH', 'TT'])
    const wallet = await loadTokenBalances({
      http: api.http,
      address: ADDRESS,
      caipNetwork: hardhat,
      connector: authConnector([
        walletEth,
        {
          ...walletEth,
          type: 'ERC20',
          address: '0xn',
          metadata: { ...walletEth.metadata, decimals: 0 },
        },
      ]),
    })
    expect(wallet.map((b) => b.symbol)).toEqual(['ETH'])
  })

  it('a server failure rejects', async () => {
    api.answer = { status: 503, body: { message: 'down' } }
    await expect(
      loadTokenBalances({ http: api.http, address: ADDRESS, caipNetwork: hardhat }),
    ).rejects.toThrowError()
  })
})
