import { AppKitError, HttpRequestError } from '@appkit/kernel'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestKit } from '../testing/createTestKit.js'
import { type JsonReply, startJsonServer } from '../testing/startJsonServer.js'
import { LOCAL_CHAIN, makeTransaction, TEST_ADDRESS } from '../testing/transactionFixtures.js'
import { fetchTransactionPage } from './fetchTransactionPage.js'

const servers: { close(): Promise<void> }[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
})

async function serve(reply: JsonReply) {
  const server = await startJsonServer(() => reply)
  servers.push(server)
  const kit = createTestKit({ blockchainApi: server.url })
  return { server, kit }
}

describe('GET account/{address}/history (spec §7), over a loopback server', () => {
  it('asks /v1/account/{address}/history of kit.blockchainApi with projectId, st, sv, chainId and the cursor', async () => {
    const { server, kit } = await serve({
      status: 200,
      body: { data: [makeTransaction('1')], next: 'c2' },
    })
    const page = await fetchTransactionPage({
      api: kit.blockchainApi,
      address: TEST_ADDRESS,
      chainId: LOCAL_CHAIN,
      cursor: 'c1',
    })
    expect(page.next).toBe('c2')
    expect(page.data[0]?.id).toBe('1')
    const request = server.requests[0]!
    expect(request.path).toBe(`/v1/account/${TEST_ADDRESS}/history`)
    expect(Object.fromEntries(request.query)).toMatchObject({
      projectId: 'test-project',
      chainId: 'eip155:31337',
      cursor: 'c1',
    })
    expect(request.query.get('st')).toBeTruthy()
    expect(request.query.get('sv')).toBeTruthy()
  })

  it("is announced to devtools as a 'blockchain-api' call", async () => {
    const { kit } = await serve({ status: 200, body: { data: [], next: null } })
    const sources: string[] = []
    kit.hooks.requestFinished.tap('test', ({ source }) => {
      sources.push(source)
    })
    await fetchTransactionPage({
      api: kit.blockchainApi,
      address: TEST_ADDRESS,
      chainId: LOCAL_CHAIN,
    })
    expect(sources).toEqual(['blockchain-api'])
  })

  it('leaves the cursor out on the first page', async () => {
    const { server, kit } = await serve({ status: 200, body: { data: [], next: null } })
    await fetchTransactionPage({
      api: kit.blockchainApi,
      address: TEST_ADDRESS,
      chainId: LOCAL_CHAIN,
    })
    expect(server.requests[0]?.query.has('cursor')).toBe(false)
  })

  it('rejects a response of the wrong shape (fails closed)', async () => {
    const { kit } = await serve({ status: 200, body: { data: [{ id: 1 }], next: null } })
    const error = await fetchTransactionPage({
      api: kit.blockchainApi,
      address: TEST_ADDRESS,
      chainId: LOCAL_CHAIN,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppKitError)
    expect((error as AppKitError).category).toBe('VALIDATION_ERROR')
  })

  it('rejects an HTTP error with its status', async () => {
    const { kit } = await serve({ status: 400, body: { message: 'Invalid chainId' } })
    const error = await fetchTransactionPage({
      api: kit.blockchainApi,
      address: TEST_ADDRESS,
      chainId: LOCAL_CHAIN,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBe(400)
  })
})
