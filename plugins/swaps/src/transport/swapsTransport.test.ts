import { afterEach, describe, expect, it } from 'vitest'
import { createTestKit } from '../testing/createTestKit.js'
import {
  buildSwapApprove,
  buildSwapTransaction,
  getSwapQuote,
  getSwapTokens,
} from './swapsTransport.js'

const USER = 'eip155:10:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const original = globalThis.fetch

/** TEST DOUBLE at the network edge: the API answers `body` (the real API: swapsOnEmulator.test.ts). */
function answer(body: unknown, seen: string[] = []) {
  globalThis.fetch = async (input) => {
    seen.push(String(input))
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  }
  return seen
}

afterEach(() => {
  globalThis.fetch = original
})

const POOL = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

const request = { userAddress: USER, from: 'eip155:10:0x1', to: 'eip155:10:0x2', amount: 5n }

describe('the swap API responses are decoded before use', () => {
  it('asks GET convert/tokens for the swap network with projectId, st and sv', async () => {
    const seen = answer({
      tokens: [{ name: 'Ether', symbol: 'ETH', address: 'eip155:10:0xEeee', decimals: 18 }],
    })
    const tokens = await getSwapTokens(createTestKit().blockchainApi, 'eip155:10')
    expect(tokens).toEqual([
      { name: 'Ether', symbol: 'ETH', address: 'eip155:10:0xEeee', decimals: 18, logoUri: '' },
    ])
    const url = new URL(seen[0] ?? '')
    expect(url.pathname).toBe('/v1/convert/tokens')
    expect(url.searchParams.get('chainId')).toBe('eip155:10')
    expect(url.searchParams.get('projectId')).toBe('test-project')
  })

  it('refuses a quote list that is empty or whose amounts are not integers', async () => {
    const api = createTestKit().blockchainApi
    answer({ quotes: [] })
    await expect(getSwapQuote(api, request)).rejects.toThrow()
    answer({ quotes: [{ fromAmount: '5', toAmount: '1.5' }] })
    await expect(getSwapQuote(api, request)).rejects.toThrow()
    answer({ quotes: [{ fromAmount: '5', toAmount: '7' }] })
    await expect(getSwapQuote(api, request)).resolves.toEqual({ fromAmount: 5n, toAmount: 7n })
  })

  it('refuses a built transaction with bad calldata or for another network', async () => {
    const api = createTestKit().blockchainApi
    const tx = { from: USER, to: `eip155:10:${POOL}`, data: '0xabcd', value: '0' }
    answer({ tx: { ...tx, data: 'not hex' } })
    await expect(buildSwapTransaction(api, { ...request, slippagePercent: 1 })).rejects.toThrow()
    answer({ tx: { ...tx, to: `eip155:1:${POOL}` } })
    await expect(buildSwapTransaction(api, { ...request, slippagePercent: 1 })).rejects.toThrow(
      'The swap API built a transaction for another network',
    )
    answer({ tx: { ...tx, value: '10', eip155: { gas: '21000', gasPrice: '7' } } })
    await expect(buildSwapTransaction(api, { ...request, slippagePercent: 1 })).resolves.toEqual({
      to: POOL,
      data: '0xabcd',
      value: 10n,
      gas: 21000n,
      gasPrice: 7n,
    })
  })

  it("refuses a built transaction whose 'to' is not an EVM address (the wallet would send there)", async () => {
    const api = createTestKit().blockchainApi
    const tx = { from: USER, data: '0xabcd', value: '0' }
    for (const to of [
      'eip155:10:0xPool',
      'eip155:10:0x5FbDB2315678afecb367f032d93F642f64180aa',
      'eip155:10:0x5FBdB2315678afecb367f032d93F642f64180aa3',
      `eip155:10:${POOL}:extra`,
    ]) {
      answer({ tx: { ...tx, to } })
      await expect(
        buildSwapTransaction(api, { ...request, slippagePercent: 1 }),
        to,
      ).rejects.toThrow('not an EVM one')
    }
    answer({ tx: { ...tx, to: `eip155:10:${POOL.toLowerCase()}` } })
    await expect(
      buildSwapTransaction(api, { ...request, slippagePercent: 1 }),
    ).resolves.toMatchObject({
      to: POOL.toLowerCase(),
    })
  })

  it('refuses a built approve whose to is not an EVM address', async () => {
    const api = createTestKit().blockchainApi
    answer({ tx: { from: USER, to: 'eip155:10:0xToken', data: '0x', value: '0' } })
    await expect(buildSwapApprove(api, request)).rejects.toThrow('not an EVM one')
  })
})
