import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../types/CaipNetwork.js'
import { fetchWalletAssets } from './fetchWalletAssets.js'

const hardhat: CaipNetwork = {
  id: 31337,
  name: 'Hardhat',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}
const ADDRESS = '0x1111111111111111111111111111111111111111'
const eth = {
  address: 'native',
  balance: '0xde0b6b3a7640000',
  type: 'NATIVE',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: 'https://i/eth' },
}

/** TEST DOUBLE: an EIP-1193 wallet that answers capabilities and assets, recording requests. */
function createAssetWallet(answers: { capabilities?: unknown; assets?: unknown; fail?: string }) {
  const requests: { method: string; params?: unknown }[] = []
  return {
    requests,
    provider: {
      async request(args: { method: string; params?: unknown }) {
        requests.push(args)
        if (args.method === answers.fail) throw new Error('Method not supported')
        if (args.method === 'wallet_getCapabilities') return answers.capabilities
        if (args.method === 'wallet_getAssets') return answers.assets
        throw new Error(`unexpected ${args.method}`)
      },
    },
  }
}

const discovering = { '0x7a69': { assetDiscovery: { supported: true } } }

describe('fetchWalletAssets (spec §7 balance lookup for the auth connector on EVM)', () => {
  it("'ask the wallet for capabilities (asset discovery) then its assets filtered by hex chain id'", async () => {
    const wallet = createAssetWallet({ capabilities: discovering, assets: { '0x7a69': [eth] } })
    const balances = await fetchWalletAssets(wallet.provider, ADDRESS, hardhat)
    expect(wallet.requests).toEqual([
      { method: 'wallet_getCapabilities', params: [ADDRESS] },
      { method: 'wallet_getAssets', params: [{ account: ADDRESS, chainFilter: ['0x7a69'] }] },
    ])
    expect(balances).toEqual([
      expect.objectContaining({
        symbol: 'ETH',
        value: 3000,
        quantity: { decimals: '18', numeric: '1' },
      }),
    ])
  })

  it('only the assets of the hex chain id are taken', async () => {
    const other = { ...eth, metadata: { ...eth.metadata, symbol: 'OTHER' } }
    const wallet = createAssetWallet({
      capabilities: discovering,
      assets: { '0x7A69': [eth], '0x1': [other] },
    })
    const balances = await fetchWalletAssets(wallet.provider, ADDRESS, hardhat)
    expect(balances?.map((b) => b.symbol)).toEqual(['ETH'])
  })

  it("'if unsupported': no asset discovery on this chain, or a failing capabilities call, gives undefined", async () => {
    for (const capabilities of [
      {},
      { '0x1': { assetDiscovery: { supported: true } } },
      { '0x7a69': { assetDiscovery: { supported: false } } },
      null,
    ]) {
      const wallet = createAssetWallet({ capabilities, assets: { '0x7a69': [eth] } })
      expect(await fetchWalletAssets(wallet.provider, ADDRESS, hardhat)).toBeUndefined()
      expect(wallet.requests.map((r) => r.method)).toEqual(['wallet_getCapabilities'])
    }
    const failing = createAssetWallet({ fail: 'wallet_getCapabilities' })
    expect(await fetchWalletAssets(failing.provider, ADDRESS, hardhat)).toBeUndefined()
    expect(await fetchWalletAssets(undefined, ADDRESS, hardhat)).toBeUndefined()
  })

  it("spec §5: 'Wallet asset responses accepted only if every asset has string address, string balance, type ERC20 or NATIVE, metadata with string name, string symbol, numeric decimals, numeric price, string iconUrl'", async () => {
    const broken: unknown[] = [
      { ...eth, address: 1 },
      { ...eth, balance: 1 },
      { ...eth, type: 'ERC721' },
      { ...eth, metadata: undefined },
      { ...eth, metadata: { ...eth.metadata, name: 1 } },
      { ...eth, metadata: { ...eth.metadata, symbol: null } },
      { ...eth, metadata: { ...eth.metadata, decimals: '18' } },
      { ...eth, metadata: { ...eth.metadata, price: '3000' } },
      { ...eth, metadata: { ...eth.metadata, iconUrl: 5 } },
    ]
    for (const asset of broken) {
      // One bad asset among good ones rejects the whole answer.
      const wallet = createAssetWallet({
        capabilities: discovering,
        assets: { '0x7a69': [eth, asset] },
      })
      expect(await fetchWalletAssets(wallet.provider, ADDRESS, hardhat)).toBeUndefined()
    }
    const notARecord = createAssetWallet({ capabilities: discovering, assets: [eth] })
    expect(await fetchWalletAssets(notARecord.provider, ADDRESS, hardhat)).toBeUndefined()
  })

  it('a failing assets call gives undefined (the caller falls back to the server)', async () => {
    const wallet = createAssetWallet({ capabilities: discovering, fail: 'wallet_getAssets' })
    expect(await fetchWalletAssets(wallet.provider, ADDRESS, hardhat)).toBeUndefined()
  })
})
