import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createHooks } from '../hooks/hooks.js'
import { BALANCE_CACHE_MS, BALANCE_RETRY_BLOCK_MS } from '../pipelines/policies.js'
import { createConnectionRegistry } from '../registry/createConnectionRegistry.js'
import { bitcoin, EVM_ADDRESS, EVM_ADDRESS_2, mainnet, polygon } from '../registry/testFixtures.js'
import { createTokenBalances, TOKEN_BALANCE_UNAVAILABLE } from './createTokenBalances.js'
import {
  type BalanceApi,
  SAMPLE_BALANCES,
  SUPPORTED_CHAINS,
  startBalanceApi,
} from './testing/startBalanceApi.js'

let api: BalanceApi
beforeAll(async () => {
  api = await startBalanceApi()
})
afterAll(() => api.server.close())
beforeEach(() => {
  api.answer = { status: 200, body: { balances: SAMPLE_BALANCES } }
  api.supportedChains = { status: 200, body: { http: SUPPORTED_CHAINS } }
  // Only the clock is faked: the loopback server's sockets keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => vi.useRealTimers())

/** As the kit asks its adapters: here only eip155's serves token balances. */
const servesFamily = (namespace: string) => namespace === 'eip155'

async function setup(address = EVM_ADDRESS) {
  const registry = createConnectionRegistry({ networks: [mainnet, polygon, bitcoin] })
  registry.recordConnection('eip155', {
    connectorId: 'io.metamask',
    accounts: [{ address, type: 'eoa' }],
    caipNetwork: mainnet,
  })
  const hooks = createHooks()
  const balances = createTokenBalances({ registry, http: api.http, hooks, servesFamily })
  return { registry, balances, hooks }
}

function advance(ms: number) {
  vi.setSystemTime(Date.now() + ms)
}

describe('createTokenBalances', () => {
  it('spec §7 GET supported-chains: the kit sends no balance call for a chain the API excludes, and asks once', async () => {
    api.supportedChains = { status: 200, body: { http: ['eip155:1'] } }
    const { registry, balances } = await setup()
    const chainsBefore = api.supportedChainsCalls().length
    expect((await balances.refresh()).status).toBe('loaded')
    const before = api.calls().length
    registry.setActiveNetwork(polygon)
    const result = await balances.refresh()
    expect(result.balances).toEqual([])
    expect(registry.store.getState().send.tokenBalances).toEqual([])
    expect(api.calls().length).toBe(before)
    expect(api.supportedChainsCalls().length - chainsBefore).toBe(1)
  })

  it('loads the active account’s balances into the send state and the account, with the 2-decimal total', async () => {
    const { registry, balances } = await setup()
    const result = await balances.refresh()
    expect(result.status).toBe('loaded')
    expect(result.total).toBe('12999.50')
    const state = registry.store.getState()
    expect(state.send.tokenBalances.map((b) => b.symbol)).toEqual(['ETH', 'TT'])
    expect(state.send.networkBalanceInUSD).toBe('12999.50')
    expect(state.chains.eip155?.tokenBalance).toEqual(state.send.tokenBalances)
    expect(api.calls().at(-1)?.searchParams.get('chainId')).toBe('eip155:1')
  })

  it("'portfolio ... balance cache 30 s', per network and address", async () => {
    const { registry, balances } = await setup()
    const calls = () => api.calls().length
    const start = calls()
    await balances.refresh()
    await balances.refresh()
    expect(calls()).toBe(start + 1)
    expect((await balances.refresh()).status).toBe('cached')

    registry.setActiveNetwork(polygon)
    await balances.refresh()
    expect(calls()).toBe(start + 2)

    registry.setActiveNetwork(mainnet)
    advance(BALANCE_CACHE_MS - 1)
    await balances.refresh()
    expect(calls()).toBe(start + 2)
    advance(1)
    await balances.refresh()
    expect(calls()).toBe(start + 3)

    await balances.refresh({ force: true })
    expect(calls()).toBe(start + 4)
  })

  it('another address on the same network is fetched, not served from cache', async () => {
    const { registry, balances } = await setup()
    await balances.refresh()
    const before = api.calls().length
    registry.recordAccounts('eip155', 'io.metamask', [{ address: EVM_ADDRESS_2, type: 'eoa' }])
    await balances.refresh()
    expect(api.calls().length).toBe(before + 1)
    expect(api.calls().at(-1)?.pathname).toContain(EVM_ADDRESS_2)
  })

  it(`a failure is '${TOKEN_BALANCE_UNAVAILABLE}', 'returns empty list' and sets lastRetry; 'balance retry block 30 s'`, async () => {
    const { registry, balances } = await setup()
    api.answer = { status: 500, body: { message: 'down' } }
    const failed = await balances.refresh()
    expect(failed.status).toBe('unavailable')
    expect(failed.balances).toEqual([])
    expect(failed.error?.category).toBe('API_ERROR')
    expect(registry.store.getState().send.lastRetry).toBe(Date.now())
    expect(registry.store.getState().send.tokenBalances).toEqual([])

    api.answer = { status: 200, body: { balances: SAMPLE_BALANCES } }
    const before = api.calls().length
    advance(BALANCE_RETRY_BLOCK_MS - 1)
    expect((await balances.refresh()).status).toBe('blocked')
    expect((await balances.refresh({ force: true })).status).toBe('blocked')
    expect(api.calls().length).toBe(before)

    advance(1)
    const recovered = await balances.refresh()
    expect(recovered.status).toBe('loaded')
    expect(api.calls().length).toBe(before + 1)
  })

  it("a failure after a load 'returns empty list': no stale USD total or account token list remains", async () => {
    const { registry, balances } = await setup()
    await balances.refresh()
    expect(registry.store.getState().send.networkBalanceInUSD).toBe('12999.50')
    expect(registry.store.getState().chains.eip155?.tokenBalance).toHaveLength(2)

    advance(BALANCE_CACHE_MS)
    api.answer = { status: 500, body: { message: 'down' } }
    expect((await balances.refresh()).status).toBe('unavailable')
    const state = registry.store.getState()
    expect(state.send.tokenBalances).toEqual([])
    expect(state.send.networkBalanceInUSD).toBe('0.00')
    expect(state.chains.eip155?.tokenBalance).toEqual([])
  })

  it(`'${TOKEN_BALANCE_UNAVAILABLE}' once per outage: a failure during an outage already announced (native or token) is 'blocked'`, async () => {
    const { balances } = await setup()
    api.answer = { status: 500, body: { message: 'down' } }
    // The native balance failed first and was announced: the token failure says nothing more.
    expect(balances.outage.failed('native')).toBe(true)
    const quiet = await balances.refresh()
    expect(quiet.status).toBe('blocked')
    expect(quiet.error?.category).toBe('API_ERROR')
    // Still down when the retry block is over: the same outage, still nothing to show.
    advance(BALANCE_RETRY_BLOCK_MS)
    expect((await balances.refresh()).status).toBe('blocked')
    expect(balances.outage.failing()).toEqual(['native', 'tokens'])

    // Both back: the outage is over, and the next failure is announced again.
    api.answer = { status: 200, body: { balances: SAMPLE_BALANCES } }
    advance(BALANCE_RETRY_BLOCK_MS)
    expect((await balances.refresh()).status).toBe('loaded')
    balances.outage.loaded('native')
    api.answer = { status: 500, body: { message: 'down' } }
    advance(BALANCE_RETRY_BLOCK_MS)
    expect((await balances.refresh({ force: true })).status).toBe('unavailable')
    expect(balances.outage.failed('native')).toBe(false)
  })

  it('a malformed answer counts as a failure (decoded strictly)', async () => {
    const { balances } = await setup()
    api.answer = { status: 200, body: { balances: [{ symbol: 'ETH' }] } }
    const result = await balances.refresh()
    expect(result.status).toBe('unavailable')
    expect(result.error?.category).toBe('VALIDATION_ERROR')
  })

  it('a tracked SEND_SUCCESS clears the cache, so the next refresh fetches', async () => {
    const { balances, hooks } = await setup()
    await balances.refresh()
    const before = api.calls().length
    hooks.eventTracked.call({ event: 'SEND_SUCCESS', properties: {} })
    await balances.refresh()
    expect(api.calls().length).toBe(before + 1)
  })

  it('concurrent refreshes of one account share one request', async () => {
    const { balances } = await setup()
    const before = api.calls().length
    const [a, b] = await Promise.all([balances.refresh(), balances.refresh()])
    expect(a).toBe(b)
    expect(api.calls().length).toBe(before + 1)
  })

  it('an answer for an account that is no longer active is not written to the registry', async () => {
    const { registry, balances } = await setup()
    const pending = balances.refresh()
    registry.setActiveNetwork(polygon)
    await pending
    expect(registry.store.getState().send.tokenBalances).toEqual([])
  })

  it("only families whose adapter has `tokenBalances` ('balances EVM and solana'); nothing is fetched when not connected", async () => {
    const registry = createConnectionRegistry({ networks: [bitcoin, mainnet] })
    const balances = createTokenBalances({ registry, http: api.http, servesFamily })
    const before = api.calls().length
    expect((await balances.refresh()).status).toBe('unsupported')
    registry.recordConnection('bip122', {
      connectorId: 'xverse',
      accounts: [{ address: 'bc1qxyz', type: 'payment' }],
      caipNetwork: bitcoin,
    })
    expect((await balances.refresh()).status).toBe('unsupported')
    expect(api.calls().length).toBe(before)
  })

  it('two services (two kits) share no cache', async () => {
    const first = await setup()
    const second = await setup()
    await first.balances.refresh()
    const before = api.calls().length
    await second.balances.refresh()
    expect(api.calls().length).toBe(before + 1)
  })
})
