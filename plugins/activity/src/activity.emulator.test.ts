import { emulatorForFile } from '@appkit/emulator/testing/emulator-for-file'
import { type AppKit, type CaipNetwork, createAppKit } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  parseEther,
} from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { ACTIVITY_SERVICE, activity } from './activity.js'
import { ACTIVITY_VIEW } from './policies.js'

// The real blockchain data API of the emulator: history indexed from the local chain's blocks.

const emulator = emulatorForFile()
const kits: AppKit[] = []

afterEach(async () => {
  for (const kit of kits.splice(0)) kit.destroy()
  await fetch(`${emulator().urls.api}/emulator/faults`, { method: 'DELETE' })
})

function hardhat(): CaipNetwork {
  return {
    id: 31337,
    name: 'Hardhat',
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:31337',
    nativeCurrency: { name: 'Ether', decimals: 18, symbol: 'ETH' },
    rpcUrls: { default: { http: [emulator().urls.chains['31337']!.rpcUrl] } },
  }
}

async function history() {
  const kit = createAppKit({
    projectId: emulator().urls.projectId,
    networks: [hardhat()],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
    logLevel: 'silent',
    urls: { api: emulator().urls.api },
  })
    .use({ name: 'test:eip155', namespace: 'eip155', setup() {} })
    .use(activity({ timeZone: 'UTC' }))
  kits.push(kit)
  await kit.ready
  expect(kit.router.hasView(ACTIVITY_VIEW)).toBe(true)
  return kit.services.get(ACTIVITY_SERVICE)!
}

async function sendEth(from: Address, to: Address, ether: string) {
  const rpcUrl = emulator().urls.chains['31337']!.rpcUrl
  const chain = defineChain({
    id: 31337,
    name: 'Hardhat',
    nativeCurrency: { name: 'Ether', decimals: 18, symbol: 'ETH' },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const wallet = createWalletClient({ chain, transport: http(rpcUrl) })
  const client = createPublicClient({ chain, transport: http(rpcUrl) })
  const hash = await wallet.sendTransaction({ account: from, to, value: parseEther(ether) })
  await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  return hash
}

const account = (index: number) => emulator().urls.accounts[index]!

describe('activity against the emulator', () => {
  it('lists a native send, grouped by month, with the spam NFT airdrop hidden', async () => {
    const hash = await sendEth(account(0), account(1), '0.01')
    const store = await history()
    await store.load(account(0), 'eip155:31337')
    const state = store.store.getState()
    const sent = state.transactions.find((transaction) => transaction.metadata.hash === hash)
    expect(sent?.metadata.operationType).toBe('send')
    expect(sent?.transfers[0]).toMatchObject({
      direction: 'out',
      quantity: { numeric: '0.01' },
      fungible_info: { symbol: 'ETH' },
    })
    const nfts = state.transactions.filter((t) => t.transfers.some((x) => x.nft_info))
    expect(nfts).toEqual([])
    const now = new Date()
    expect(state.groups[0]).toMatchObject({ year: now.getUTCFullYear() })
    expect(state.groups[0]?.months[0]?.month).toBe(now.getUTCMonth())
  })

  it('pages with the cursor (20 a page) until the end', async () => {
    for (let index = 0; index < 21; index += 1) await sendEth(account(5), account(6), '0.001')
    const store = await history()
    await store.load(account(5), 'eip155:31337')
    expect(store.store.getState().transactions).toHaveLength(20)
    expect(store.store.getState().next).toBeDefined()
    await store.loadMore()
    expect(store.store.getState().transactions).toHaveLength(21)
    expect(store.store.getState().next).toBeUndefined()
  })

  it("a failing API: 'empty is true and cursor cleared', reported as an error", async () => {
    await fetch(`${emulator().urls.api}/emulator/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/v1/account/*', status: 400, body: { message: 'Down' } }),
    })
    const store = await history()
    await store.load(account(0), 'eip155:31337')
    expect(store.store.getState()).toMatchObject({ empty: true, next: undefined, loading: false })
    expect(store.store.getState().error).toBeDefined()
  })
})
