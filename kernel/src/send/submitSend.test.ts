import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  createMemoryAdapter,
  EVM_ABILITIES,
  SOLANA_ABILITIES,
} from '../actions/testing/createMemoryAdapter.js'
import {
  type BalanceApi,
  SAMPLE_BALANCES,
  startBalanceApi,
} from '../balances/testing/startBalanceApi.js'
import { createAppKit } from '../kit/createAppKit.js'
import { createInitialSendState } from '../registry/registryState.js'
import type { TokenBalance } from '../registry/TokenBalance.js'
import { bitcoin, EVM_ADDRESS, mainnet, SOLANA_ADDRESS, solana } from '../registry/testFixtures.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import type { CaipNetwork } from '../types/CaipNetwork.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import { isSolanaAddress } from '../validators/isSolanaAddress.js'
import { submitSend } from './submitSend.js'

const EVM_RECEIVER = '0x2222222222222222222222222222222222222222'
const SOLANA_RECEIVER = 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW'

const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 3000,
  price: 3000,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
}
const usdc: TokenBalance = {
  ...eth,
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  quantity: { decimals: '6', numeric: '100' },
}
const sol: TokenBalance = {
  ...eth,
  name: 'Solana',
  symbol: 'SOL',
  chainId: solana.caipNetworkId,
  quantity: { decimals: '9', numeric: '2' },
}

let api: BalanceApi
beforeAll(async () => {
  api = await startBalanceApi()
})
afterAll(() => api.server.close())

async function connectedKit(namespace: ChainNamespace, network: CaipNetwork, address: string) {
  const kit = createAppKit({
    projectId: 'p',
    networks: [network, ...(namespace === 'eip155' ? [] : [mainnet])],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
    urls: { api: api.server.url },
  })
  // As the real adapters say: bitcoin does not send.
  const abilities = { eip155: EVM_ABILITIES, solana: SOLANA_ABILITIES }[namespace] ?? {
    send: false,
  }
  const memory = createMemoryAdapter(namespace, { address, network, balance: '1' }, abilities)
  if (namespace === 'solana') memory.adapter.isAddress = isSolanaAddress
  kit.registerAdapter(memory.adapter)
  kit.registry.addConnector({ id: 'wallet', type: 'INJECTED', name: 'Wallet', chain: namespace })
  await kit.connect('wallet')
  const tracked: { event: string; properties?: Record<string, unknown> }[] = []
  kit.hooks.eventTracked.tap('test', (info) => {
    tracked.push(info)
  })
  kit.open({ view: 'Account' })
  kit.router.push('WalletSend')
  kit.router.push('WalletSendPreview')
  return { kit, memory, tracked }
}

const evmKit = () => connectedKit('eip155', mainnet, EVM_ADDRESS)
const solanaKit = () => connectedKit('solana', solana, SOLANA_ADDRESS)

describe('submitSend: the send flow of spec §4 from the preview', () => {
  it("'loading while sending, then all send fields reset and balances cleared'", async () => {
    const { kit, memory } = await evmKit()
    kit.registry.setSendState({ token: eth, sendTokenAmount: 0.5, receiverAddress: EVM_RECEIVER })
    kit.registry.updateAccount('eip155', { balance: '1.000', tokenBalance: [eth] })
    let finish: (hash: string) => void = () => {}
    memory.behaviour.send = () => new Promise((resolve) => (finish = resolve))

    const sending = submitSend(kit, { token: eth, amount: '0.5', receiverAddress: EVM_RECEIVER })
    // The send action's code loads on its first call (kept out of the page's first load).
    await vi.waitFor(() => expect(kit.registry.store.getState().send.loading).toBe(true))
    finish('0xhash')
    await sending

    const state = kit.registry.store.getState()
    expect(state.send).toEqual(createInitialSendState())
    expect(state.chains.eip155?.tokenBalance).toEqual([])
    expect(state.chains.eip155?.balance).toBeUndefined()
  })

  it("'Success events tracked': SEND_INITIATED and SEND_SUCCESS with isSmartAccount, token, amount, network", async () => {
    const { kit, tracked } = await evmKit()
    kit.registry.setPreferredAccountType('eip155', 'eoa')
    await submitSend(kit, { token: usdc, amount: '12.5', receiverAddress: EVM_RECEIVER })
    const properties = {
      isSmartAccount: false,
      token: usdc.address,
      amount: '12.5',
      network: 'eip155:1',
    }
    expect(tracked.filter((t) => t.event.startsWith('SEND_'))).toEqual([
      { event: 'SEND_INITIATED', properties },
      { event: 'SEND_SUCCESS', properties },
    ])
    // 'Defaults: ... EVM smartAccount' (spec §6) is a preference: isSmartAccount is the type of
    // the account that sends, so an EOA still reports false.
    kit.registry.setPreferredAccountType('eip155', 'smartAccount')
    await submitSend(kit, { token: usdc, amount: '1', receiverAddress: EVM_RECEIVER })
    expect(tracked.at(-1)?.properties?.isSmartAccount).toBe(false)
  })

  it('isSmartAccount is true when the connected account is a smart account', async () => {
    const { kit, memory, tracked } = await evmKit()
    memory.wallet.accountType = 'smartAccount'
    await kit.disconnect()
    await kit.connect('wallet')
    await submitSend(kit, { token: usdc, amount: '1', receiverAddress: EVM_RECEIVER })
    expect(
      tracked.filter((t) => t.event.startsWith('SEND_')).map((t) => t.properties?.isSmartAccount),
    ).toEqual([true, true])
  })

  it("'Native sends use a plain transfer': no token address, the network's decimals", async () => {
    const { kit, memory } = await evmKit()
    await submitSend(kit, { token: eth, amount: '0.25', receiverAddress: EVM_RECEIVER })
    const request = memory.calls.find((c) => c.method === 'send')?.args[0]
    expect(request).toMatchObject({ from: EVM_ADDRESS, to: EVM_RECEIVER, amount: '0.25' })
    expect((request as { token: { address?: string } }).token.address).toBeUndefined()
  })

  it("'after a native EVM send there is no navigation, only a balance refresh'", async () => {
    const { kit, memory } = await evmKit()
    const balanceReads = () => memory.calls.filter((c) => c.method === 'getBalance').length
    const before = balanceReads()
    await submitSend(kit, { token: eth, amount: '0.25', receiverAddress: EVM_RECEIVER })
    expect(kit.router.store.getState().view).toBe('WalletSendPreview')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(balanceReads()).toBe(before + 1)
    expect(kit.registry.store.getState().chains.eip155?.balance).toBe('1.000')
  })

  it("'token sends call the token contract transfer method' and 'After an EVM token send ... the view returns to Account'", async () => {
    const { kit, memory } = await evmKit()
    await submitSend(kit, { token: usdc, amount: '5', receiverAddress: EVM_RECEIVER })
    const request = memory.calls.find((c) => c.method === 'send')?.args[0]
    expect(request).toMatchObject({
      token: { address: usdc.address, decimals: 6, symbol: 'USDC' },
      amount: '5',
    })
    expect(kit.router.store.getState().view).toBe('Account')
    expect(kit.router.store.getState().history).toHaveLength(1)
  })

  it("'After ... Solana send the view returns to Account'", async () => {
    const { kit, memory } = await solanaKit()
    expect(kit.registry.store.getState().activeNamespace).toBe('solana')
    await submitSend(kit, { token: sol, amount: '1', receiverAddress: SOLANA_RECEIVER })
    expect(memory.calls.find((c) => c.method === 'send')?.args[0]).toMatchObject({
      from: SOLANA_ADDRESS,
      to: SOLANA_RECEIVER,
    })
    expect(kit.router.store.getState().view).toBe('Account')
  })

  it("'other families fail with Unsupported chain'", async () => {
    const { kit } = await connectedKit('bip122', bitcoin, 'bc1qexample')
    await expect(
      submitSend(kit, { token: eth, amount: '1', receiverAddress: EVM_RECEIVER }),
    ).rejects.toThrowError('Unsupported chain')
  })

  it('a failed send stops loading, keeps the form, tracks no SEND_SUCCESS and keeps the error', async () => {
    const { kit, memory, tracked } = await evmKit()
    kit.registry.setSendState({ token: eth, sendTokenAmount: 0.5, receiverAddress: EVM_RECEIVER })
    memory.behaviour.send = () => Promise.reject(new Error('nonce too low'))
    await expect(
      submitSend(kit, { token: eth, amount: '0.5', receiverAddress: EVM_RECEIVER }),
    ).rejects.toThrowError('nonce too low')
    const send = kit.registry.store.getState().send
    expect(send.loading).toBe(false)
    expect(send.token).toEqual(eth)
    expect(tracked.map((t) => t.event)).not.toContain('SEND_SUCCESS')
    expect(kit.router.store.getState().view).toBe('WalletSendPreview')
  })

  it('the cleared token balances are fetched again after a send, not served from the 30 s cache', async () => {
    api.answer = { status: 200, body: { balances: SAMPLE_BALANCES } }
    const { kit } = await evmKit()
    expect((await kit.balances.refresh()).status).toBe('loaded')
    expect((await kit.balances.refresh()).status).toBe('cached')
    await submitSend(kit, { token: eth, amount: '0.1', receiverAddress: EVM_RECEIVER })
    expect(kit.registry.store.getState().send.tokenBalances).toEqual([])
    expect((await kit.balances.refresh()).status).toBe('loaded')
  })
})
