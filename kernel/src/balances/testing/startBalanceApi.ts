import { createHttpClient, type HttpClient } from '../../pipelines/createHttpClient.js'
import {
  sendJson,
  startTestServer,
  type TestServer,
} from '../../pipelines/testing/startTestServer.js'

export const TEST_API_QUERY = { projectId: 'test-project', st: 'appkit', sv: 'test' } as const

/** The balance list an API answers, e.g. ETH worth 3000 and a 6-decimal token worth 1. */
export const SAMPLE_BALANCES = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:31337',
    value: 3000,
    price: 3000,
    quantity: { decimals: '18', numeric: '1' },
    iconUrl: 'https://img/eth.png',
  },
  {
    name: 'Test Token',
    symbol: 'TT',
    chainId: 'eip155:31337',
    address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
    value: 9999.5,
    price: 1,
    quantity: { decimals: '6', numeric: '9999.5' },
    iconUrl: 'https://img/tt.png',
  },
]

/** What `/v1/supported-chains` lists by default: Ethereum, Polygon, Hardhat and Solana mainnet. */
export const SUPPORTED_CHAINS = [
  'eip155:1',
  'eip155:137',
  'eip155:31337',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
]

export interface BalanceApi {
  server: TestServer
  /** A client as the kit builds it: the API's base URL, projectId, st and sv; no retries. */
  http: HttpClient
  /** What `/v1/account/{address}/balance` answers next: a status and a JSON body. */
  answer: { status: number; body: unknown }
  /** What `/v1/supported-chains` answers next: a status and a JSON body. */
  supportedChains: { status: number; body: unknown }
  /** What `POST /v1/fungible/price` answers next: a status and a JSON body. */
  prices: { status: number; body: unknown }
  /** The balance calls received, as URLs. */
  calls(): URL[]
  /** The price calls received: their JSON bodies. */
  priceCalls(): unknown[]
  /** The supported-chains calls received, as URLs. */
  supportedChainsCalls(): URL[]
}

/**
 * A real HTTP server on 127.0.0.1 serving the blockchain data API's balance route the way the
 * contract of issue 9 says, with an answer a test can change (a failure, a malformed body).
 */
export async function startBalanceApi(): Promise<BalanceApi> {
  const api = {
    answer: { status: 200, body: { balances: SAMPLE_BALANCES } as unknown },
    supportedChains: { status: 200, body: { http: SUPPORTED_CHAINS, ws: [] } as unknown },
    prices: { status: 200, body: { fungibles: [] } as unknown },
  }
  const server = await startTestServer((request, response) => {
    const url = new URL(request.url, 'http://x')
    if (url.pathname === '/v1/supported-chains') {
      return sendJson(response, api.supportedChains.status, api.supportedChains.body)
    }
    if (url.pathname === '/v1/fungible/price') {
      return sendJson(response, api.prices.status, api.prices.body)
    }
    if (!/^\/v1\/account\/[^/]+\/balance$/.test(url.pathname)) {
      return sendJson(response, 404, { message: 'Not found' })
    }
    return sendJson(response, api.answer.status, api.answer.body)
  })
  return Object.assign(api, {
    server,
    http: createHttpClient({ baseUrl: server.url, query: TEST_API_QUERY, retry: { retries: 0 } }),
    calls: () =>
      server.requests
        .map((request) => new URL(request.url, server.url))
        .filter((url) => url.pathname.endsWith('/balance')),
    priceCalls: () =>
      server.requests
        .filter((request) => new URL(request.url, server.url).pathname === '/v1/fungible/price')
        .map((request) => JSON.parse(request.body)),
    supportedChainsCalls: () =>
      server.requests
        .map((request) => new URL(request.url, server.url))
        .filter((url) => url.pathname === '/v1/supported-chains'),
  })
}
