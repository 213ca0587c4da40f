import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../types/CaipNetwork.js'
import { createSupportedChainsGate } from './createSupportedChainsGate.js'
import { loadTokenBalances } from './loadTokenBalances.js'
import { type BalanceApi, SAMPLE_BALANCES, startBalanceApi } from './testing/startBalanceApi.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const network = (id: number): CaipNetwork => ({
  id,
  name: `Chain ${id}`,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

describe('createSupportedChainsGate against a real local HTTP server', () => {
  let api: BalanceApi
  beforeAll(async () => {
    api = await startBalanceApi()
  })
  afterAll(() => api.server.close())
  beforeEach(() => {
    api.answer = { status: 200, body: { balances: SAMPLE_BALANCES } }
    api.supportedChains = { status: 200, body: { http: ['eip155:31337'], ws: [] } }
  })

  it('spec §7 GET supported-chains: no balance call goes out for a chain the API excludes', async () => {
    const gate = createSupportedChainsGate(api.http)
    const before = api.calls().length
    const excluded = await loadTokenBalances({
      http: api.http,
      address: ADDRESS,
      caipNetwork: network(10),
      servesChain: gate.serves,
    })
    expect(excluded).toEqual([])
    expect(api.calls().length).toBe(before)

    const served = await loadTokenBalances({
      http: api.http,
      address: ADDRESS,
      caipNetwork: network(31337),
      servesChain: gate.serves,
    })
    expect(served.map((token) => token.symbol)).toEqual(['ETH', 'TT'])
    expect(api.calls().at(-1)?.searchParams.get('chainId')).toBe('eip155:31337')
  })

  it('asks once per kit (cached), with projectId, st and sv; another kit asks for itself', async () => {
    const before = api.supportedChainsCalls().length
    const gate = createSupportedChainsGate(api.http)
    const answers = await Promise.all([
      gate.serves('eip155:31337'),
      gate.serves('eip155:10'),
      gate.serves('eip155:31337'),
    ])
    expect(answers).toEqual([true, false, true])
    expect(await gate.serves('eip155:10')).toBe(false)
    const calls = api.supportedChainsCalls().slice(before)
    expect(calls).toHaveLength(1)
    expect(Object.fromEntries(calls[0]!.searchParams)).toEqual({
      projectId: 'test-project',
      st: 'appkit',
      sv: 'test',
    })
    await createSupportedChainsGate(api.http).serves('eip155:10')
    expect(api.supportedChainsCalls().length - before).toBe(2)
  })

  it('a failed or malformed answer assumes the chain supported, and a later question asks again', async () => {
    for (const answer of [
      { status: 500, body: { message: 'down' } },
      { status: 200, body: { http: 'eip155:10' } },
      { status: 200, body: ['eip155:10'] },
    ]) {
      api.supportedChains = answer
      const gate = createSupportedChainsGate(api.http)
      const before = api.supportedChainsCalls().length
      expect(await gate.serves('eip155:10')).toBe(true)
      api.supportedChains = { status: 200, body: { http: ['eip155:31337'] } }
      expect(await gate.serves('eip155:10')).toBe(false)
      expect(api.supportedChainsCalls().length - before).toBe(2)
    }
  })
})
