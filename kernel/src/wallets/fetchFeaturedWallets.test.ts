import { afterEach, describe, expect, it } from 'vitest'
import { createHttpClient } from '../pipelines/createHttpClient.js'
import { sendJson, startTestServer, type TestServer } from '../pipelines/testing/startTestServer.js'
import { fetchFeaturedWallets } from './fetchFeaturedWallets.js'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

/** A wallet API answering with the given listings, whatever the query. */
async function apiAnswering(data: readonly { id: string; name: string }[]) {
  server = await startTestServer((_request, response) =>
    sendJson(response, 200, { count: data.length, data }),
  )
  return createHttpClient({ baseUrl: server.url })
}

describe('fetchFeaturedWallets', () => {
  it("spec §7 getWallets `include`: asks for the featured ids and keeps the app's order, not the API's", async () => {
    const api = await apiAnswering([
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
      { id: 'stranger', name: 'Not asked for' },
    ])
    const wallets = await fetchFeaturedWallets(api, { featuredWalletIds: ['b', 'a', 'b'] })
    expect(wallets.map((w) => w.id)).toEqual(['b', 'a'])
    const query = new URL(server!.requests[0]!.url, server!.url).searchParams
    expect(query.get('include')).toBe('b,a')
    expect(query.get('entries')).toBe('2')
    expect(query.get('page')).toBe('1')
  })

  it('asks nothing when no id is featured (or all are excluded)', async () => {
    const api = await apiAnswering([])
    expect(await fetchFeaturedWallets(api, { featuredWalletIds: [] })).toEqual([])
    expect(
      await fetchFeaturedWallets(api, { featuredWalletIds: ['a'], excludeWalletIds: ['a'] }),
    ).toEqual([])
    expect(server!.requests).toHaveLength(0)
  })

  it('a response failing its schema rejects (fails closed)', async () => {
    server = await startTestServer((_request, response) =>
      sendJson(response, 200, { count: 1, data: [{ id: 7 }] }),
    )
    const api = createHttpClient({ baseUrl: server.url })
    await expect(fetchFeaturedWallets(api, { featuredWalletIds: ['a'] })).rejects.toMatchObject({
      category: 'VALIDATION_ERROR',
    })
  })
})
