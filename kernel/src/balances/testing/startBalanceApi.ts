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

export interface BalanceApi {
  server: TestServer
  /** A client as the kit builds it: the API's base URL, projectId, st and sv; no retries. */
  http: HttpClient
  /** What `/v1/account/{address}/balance` answers next: a status and a JSON body. */
  answer: { status: number; body: unknown }
  /** The balance calls received, as URLs. */
  calls(): URL[]
}

/**
 * A real HTTP server on 127.0.0.1 serving the blockchain data API's balance route the way the
 * contract of issue 9 says, with an answer a test can change (a failure, a malformed body).
 */
export async function startBalanceApi(): Promise<BalanceApi> {
  const api = {
    answer: { status: 200, body: { balances: SAMPLE_BALANCES } as unknown },
  }
  const server = await startTestServer((request, response) => {
    const url = new URL(request.url, 'http://x')
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
  })
}
