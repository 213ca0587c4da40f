import { AppKitError, createAppKit } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { describe, expect, it } from 'vitest'
import { localnet } from '../testing/localnet.js'
import {
  createSessionsClient,
  LOAD_PERMISSIONS_FAILED,
  REVOKE_PERMISSION_FAILED,
} from './createSessionsClient.js'

const ACCOUNT = `eip155:31337:0x${'12'.repeat(20)}`
const SESSION = {
  id: `0x${'ef'.repeat(32)}`,
  account: ACCOUNT,
  chainId: '0x7a69',
  signer: { type: 'key', data: { type: 'secp256k1', publicKey: `0x02${'ab'.repeat(32)}` } },
  permissions: [
    {
      type: 'native-token-recurring-allowance',
      data: { allowance: '0x16345785d8a0000', start: 1_800_000_000, period: 86400 },
    },
  ],
  expiry: 1_800_086_400,
  status: 'active',
  createdAt: 1_800_000_000,
}

interface Answer {
  status: number
  body: unknown
}

/** The blockchain API at the HTTP edge: records each request and answers with `answer`. */
function fakeBlockchainApiFetch(answer: (url: URL, init: RequestInit) => Answer) {
  const requests: { method: string; url: URL; body: unknown }[] = []
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input))
    requests.push({
      method: init.method ?? 'GET',
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    })
    const { status, body } = answer(url, init)
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  }
  return { fetch, requests }
}

function clientWith(answer: (url: URL, init: RequestInit) => Answer) {
  const api = fakeBlockchainApiFetch(answer)
  const kit = createAppKit({
    projectId: 'test-project',
    networks: [localnet],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
    logLevel: 'silent',
    fetch: api.fetch as typeof fetch,
  })
  return { client: createSessionsClient(kit.blockchainApi), requests: api.requests }
}

async function failure(promise: Promise<unknown>): Promise<AppKitError> {
  const error = await promise.catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(AppKitError)
  return error as AppKitError
}

describe("the sessions client (spec §7 'Sessions: GET sessions/{id}; POST sessions/{id}/revoke')", () => {
  it('GET sessions/{caip10} with projectId, st and sv, decoded', async () => {
    const { client, requests } = clientWith(() => ({ status: 200, body: { sessions: [SESSION] } }))
    expect(await client.list(ACCOUNT)).toEqual([SESSION])
    const [request] = requests
    expect(request?.method).toBe('GET')
    expect(request?.url.pathname).toBe(`/v1/sessions/${ACCOUNT}`)
    expect(request?.url.searchParams.get('projectId')).toBe('test-project')
    expect(request?.url.searchParams.get('st')).toBeTruthy()
    expect(request?.url.searchParams.get('sv')).toBeTruthy()
  })

  it('POST sessions/{caip10}/revoke with { sessionId }, decoded', async () => {
    const revoked = { ...SESSION, status: 'revoked' }
    const { client, requests } = clientWith(() => ({ status: 200, body: { session: revoked } }))
    expect(await client.revoke(ACCOUNT, SESSION.id)).toEqual(revoked)
    expect(requests[0]).toMatchObject({ method: 'POST', body: { sessionId: SESSION.id } })
    expect(requests[0]?.url.pathname).toBe(`/v1/sessions/${ACCOUNT}/revoke`)
  })

  it("an answer that does not fit the schema is 'Could not load permissions', never a crash", async () => {
    const { client } = clientWith(() => ({
      status: 200,
      body: { sessions: [{ ...SESSION, status: 'forever' }] },
    }))
    const error = await failure(client.list(ACCOUNT))
    expect(error.shortMessage).toBe(LOAD_PERMISSIONS_FAILED)
  })

  it("a refusal is 'Could not revoke permission' with the server's reason", async () => {
    const { client } = clientWith(() => ({
      status: 409,
      body: { reason: 'Session is still active on chain' },
    }))
    const error = await failure(client.revoke(ACCOUNT, SESSION.id))
    expect(error.shortMessage).toBe(REVOKE_PERMISSION_FAILED)
    expect(error.details).toBe('Session is still active on chain')
  })

  it('an account that is not CAIP-10 is refused before any request', async () => {
    const { client, requests } = clientWith(() => ({ status: 200, body: { sessions: [] } }))
    const error = await failure(client.list('0x1234/../../admin'))
    expect(error.shortMessage).toBe(LOAD_PERMISSIONS_FAILED)
    expect(requests).toEqual([])
  })
})
