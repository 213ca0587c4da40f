import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { AppKitError } from '../errors/AppKitError.js'
import { HttpRequestError } from '../errors/HttpRequestError.js'
import { fetchServerBalances } from './fetchServerBalances.js'
import { type BalanceApi, SAMPLE_BALANCES, startBalanceApi } from './testing/startBalanceApi.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const hardhat = { caipNetworkId: 'eip155:31337' as const }

describe('fetchServerBalances against a real local HTTP server', () => {
  let api: BalanceApi
  beforeAll(async () => {
    api = await startBalanceApi()
  })
  afterAll(() => api.server.close())
  beforeEach(() => {
    api.answer = { status: 200, body: { balances: SAMPLE_BALANCES } }
  })

  it("'GET account/{address}/balance with currency and chainId', carrying projectId, st and sv", async () => {
    const balances = await fetchServerBalances(api.http, ADDRESS, hardhat)
    expect(balances).toEqual(SAMPLE_BALANCES)
    const url = api.calls().at(-1)!
    expect(url.pathname).toBe(`/v1/account/${ADDRESS}/balance`)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'test-project',
      st: 'appkit',
      sv: 'test',
      currency: 'usd',
      chainId: 'eip155:31337',
    })
  })

  it('decodes strictly: a wrong shape fails closed with a VALIDATION_ERROR naming the URL', async () => {
    const token = SAMPLE_BALANCES[1]!
    for (const body of [
      {},
      { balances: 'none' },
      { balances: [{ ...token, price: '1' }] },
      { balances: [{ ...token, quantity: { decimals: 6, numeric: '1' } }] },
      { balances: [{ ...token, quantity: { decimals: '6', numeric: '1e3' } }] },
      { balances: [{ ...token, iconUrl: undefined }] },
      { balances: [{ ...token, symbol: 5 }] },
    ]) {
      api.answer = { status: 200, body }
      const failure = await fetchServerBalances(api.http, ADDRESS, hardhat).catch((e) => e)
      expect(failure).toBeInstanceOf(AppKitError)
      expect(failure.category).toBe('VALIDATION_ERROR')
      expect(failure.shortMessage).toContain('/balance')
    }
  })

  it('an HTTP failure rejects with the status', async () => {
    api.answer = { status: 500, body: { message: 'down' } }
    const failure = await fetchServerBalances(api.http, ADDRESS, hardhat).catch((e) => e)
    expect(failure).toBeInstanceOf(HttpRequestError)
    expect(failure.status).toBe(500)
  })
})
