import { afterEach, describe, expect, it } from 'vitest'
import { createHttpClient } from '../pipelines/createHttpClient.js'
import { sendJson, startTestServer, type TestServer } from '../pipelines/testing/startTestServer.js'
import { fetchRecommendedWallets } from './fetchRecommendedWallets.js'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

const wallet = (id: string) => ({ id, name: id.toUpperCase() })

async function apiAnswering(data: readonly { id: string; name: string }[]) {
  server = await startTestServer((_request, response) =>
    sendJson(response, 200, { count: data.length, data }),
  )
  return createHttpClient({ baseUrl: server.url })
}

function lastQuery(): URLSearchParams {
  return new URL(server!.requests.at(-1)!.url, server!.url).searchParams
}

describe('fetchRecommendedWallets', () => {
  it("spec §9 'recommended 4' and §7 getWallets `badge_type`: page 1 of 4 certified wallets for the app's chains, without the excluded ids", async () => {
    const api = await apiAnswering([wallet('a'), wallet('b'), wallet('c'), wallet('d')])
    const wallets = await fetchRecommendedWallets(api, {
      exclude: ['x', 'y', 'x'],
      chains: ['eip155:1', 'eip155:137'],
    })
    expect(wallets.map((w) => w.id)).toEqual(['a', 'b', 'c', 'd'])
    const query = lastQuery()
    expect(Object.fromEntries(query)).toMatchObject({
      page: '1',
      entries: '4',
      badge_type: 'certified',
      exclude: 'x,y',
      chains: 'eip155:1,eip155:137',
    })
    expect(query.has('include')).toBe(false)
  })

  it('passes the include list, and drops what an untrusted answer adds: excluded ids, ids not included, a fifth wallet', async () => {
    const api = await apiAnswering([
      wallet('x'),
      wallet('a'),
      wallet('stranger'),
      wallet('b'),
      wallet('c'),
      wallet('d'),
      wallet('e'),
    ])
    const wallets = await fetchRecommendedWallets(api, {
      include: ['a', 'b', 'c', 'd', 'e', 'x'],
      exclude: ['x'],
    })
    expect(wallets.map((w) => w.id)).toEqual(['a', 'b', 'c', 'd'])
    expect(lastQuery().get('include')).toBe('a,b,c,d,e,x')
  })

  it('an HTTP error rejects', async () => {
    server = await startTestServer((_request, response) =>
      sendJson(response, 404, { message: 'no' }),
    )
    const api = createHttpClient({ baseUrl: server.url })
    await expect(fetchRecommendedWallets(api)).rejects.toMatchObject({ category: 'API_ERROR' })
  })
})
