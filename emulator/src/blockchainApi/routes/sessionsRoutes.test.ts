import { createPublicClient, http, numberToHex, type PublicClient, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiServer, createApiServer } from '../../api/createApiServer.js'
import { deployAccountFactory } from '../../chains/deployAccountFactory.js'
import { impersonateRelayer } from '../../chains/impersonateRelayer.js'
import {
  SMART_ACCOUNT_RELAYER,
  SMART_ACCOUNT_RELAYER_BALANCE,
} from '../../chains/SMART_ACCOUNT_RELAYER.js'
import type { HardhatNode } from '../../chains/startHardhatNode.js'
import {
  createSessionIndex,
  type SessionIndex,
} from '../../secureSite/sessions/createSessionIndex.js'
import { handleSessionRequest } from '../../secureSite/sessions/handleSessionRequest.js'
import type { PermissionResponse } from '../../secureSite/sessions/PermissionRequest.js'
import { revokeSessionCall } from '../../secureSite/sessions/sessionCalls.js'
import {
  createSmartAccountRelayer,
  type SmartAccountRelayer,
} from '../../secureSite/smartAccount/createSmartAccountRelayer.js'
import { startTestNode } from '../../testing/startTestNode.js'
import { type BlockchainApi, createBlockchainApi } from '../createBlockchainApi.js'

const CHAIN_ID = 31337
const KEYS = 'projectId=p&st=appkit&sv=test-1'
let node: HardhatNode
let client: PublicClient
let relayer: SmartAccountRelayer
let sessions: SessionIndex
let blockchainApi: BlockchainApi
let api: ApiServer
const owner = privateKeyToAccount(generatePrivateKey())
const sessionKey = privateKeyToAccount(generatePrivateKey())
let caip10: string

beforeAll(async () => {
  node = await startTestNode(2)
  client = createPublicClient({ transport: http(node.rpcUrl) }) as PublicClient
  await impersonateRelayer(node.rpcUrl, SMART_ACCOUNT_RELAYER, SMART_ACCOUNT_RELAYER_BALANCE)
  const factory = await deployAccountFactory({
    rpcUrl: node.rpcUrl,
    chainId: CHAIN_ID,
    deployer: SMART_ACCOUNT_RELAYER,
  })
  relayer = createSmartAccountRelayer({
    chains: [{ chainId: CHAIN_ID, rpcUrl: node.rpcUrl, factory }],
    relayer: SMART_ACCOUNT_RELAYER,
  })
  sessions = createSessionIndex()
  blockchainApi = createBlockchainApi({
    chains: [{ chainId: CHAIN_ID, rpcUrl: node.rpcUrl }],
    tokens: [],
    sessions,
  })
  api = await createApiServer({
    port: 0,
    hostname: '127.0.0.1',
    projectIds: ['p'],
    features: [],
    allowedOrigins: [],
    wallets: [],
    assetImages: {},
    rpcUrls: new Map(),
    getState: () => undefined,
    blockchainApi,
  })
  const account = await relayer.accountOf(owner.address, CHAIN_ID)
  caip10 = `eip155:${CHAIN_ID}:${account?.address}`
}, 60_000)

afterAll(async () => {
  await api?.close()
  await blockchainApi?.close()
  await node?.stop()
})

async function chainNow() {
  return Number((await client.getBlock()).timestamp)
}

async function grant(expiresIn = 86_400) {
  const start = await chainNow()
  const response = await handleSessionRequest({
    owner,
    method: 'wallet_grantPermissions',
    params: [
      {
        chainId: numberToHex(CHAIN_ID),
        expiry: start + expiresIn,
        signer: { type: 'key', data: { type: 'secp256k1', publicKey: sessionKey.publicKey } },
        permissions: [
          {
            type: 'native-token-recurring-allowance',
            data: { allowance: numberToHex(parseEther('0.1')), start, period: 86_400 },
          },
        ],
      },
    ],
    chainId: CHAIN_ID,
    relayer,
    sessions,
    rpcUrl: () => node.rpcUrl,
    nowSeconds: start,
  })
  return response as PermissionResponse
}

async function call(path: string, init?: RequestInit) {
  const response = await fetch(`${api.url}/v1/sessions/${path}?${KEYS}`, init)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const revokePost = (account: string, body: unknown) =>
  call(`${encodeURIComponent(account)}/revoke`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('GET /v1/sessions/{caip10} and POST /v1/sessions/{caip10}/revoke (spec §7 Sessions)', () => {
  it('lists an account with no sessions as [] and refuses a malformed account id (400)', async () => {
    const stranger = privateKeyToAccount(generatePrivateKey()).address
    expect(await call(`eip155:${CHAIN_ID}:${stranger}`)).toEqual({
      status: 200,
      body: { sessions: [] },
    })
    for (const bad of ['nope', `eip155:${CHAIN_ID}:0x12`, `eip155:999:${stranger}`]) {
      const answer = await call(encodeURIComponent(bad))
      expect(answer.status).toBe(400)
      expect(answer.body.reason).toBe('Invalid account id')
    }
  })

  it('checks the projectId like the other blockchain API calls', async () => {
    const response = await fetch(`${api.url}/v1/sessions/${caip10}?projectId=unknown&st=a&sv=b`)
    expect(response.status).toBeGreaterThanOrEqual(400)
  })

  it('lists a granted session as active, then as revoked once the chain revoked it; the revoke call then answers it (200)', async () => {
    const { context, address } = await grant()
    const listed = await call(caip10)
    expect(listed.status).toBe(200)
    expect(listed.body.sessions).toEqual([
      expect.objectContaining({
        id: context,
        account: caip10,
        chainId: '0x7a69',
        status: 'active',
        signer: { type: 'key', data: { type: 'secp256k1', publicKey: sessionKey.publicKey } },
      }),
    ])
    expect(await revokePost(caip10, { sessionId: context })).toEqual({
      status: 409,
      body: {
        reason: 'Session is still active on chain',
        message: 'Session is still active on chain',
      },
    })
    const resolved = await relayer.accountOf(owner.address, CHAIN_ID)
    if (!resolved) throw new Error('Smart accounts are not enabled')
    await relayer.execute(owner, CHAIN_ID, resolved, [revokeSessionCall(address, context)])
    const revoked = await revokePost(caip10, { sessionId: context })
    expect(revoked.status).toBe(200)
    expect(revoked.body.session).toMatchObject({ id: context, status: 'revoked' })
    expect(sessions.get(context)?.revoked).toBe(true)
    const after = await call(caip10)
    expect(after.body.sessions).toContainEqual(
      expect.objectContaining({ id: context, status: 'revoked' }),
    )
  })

  it('reports a session past its expiry (chain time) as expired', async () => {
    const { context } = await grant(60)
    await client.request({ method: 'evm_increaseTime' as never, params: [61] as never })
    await client.request({ method: 'evm_mine' as never, params: [] as never })
    const listed = await call(caip10)
    expect(listed.body.sessions).toContainEqual(
      expect.objectContaining({ id: context, status: 'expired' }),
    )
  })

  it('answers 404 for an unknown session id and 400 for a malformed one or body', async () => {
    expect((await revokePost(caip10, { sessionId: `0x${'cd'.repeat(32)}` })).status).toBe(404)
    const malformed = await revokePost(caip10, { sessionId: '0x12' })
    expect(malformed.status).toBe(400)
    expect(malformed.body.reason).toMatch(/Invalid sessionId/)
    expect((await revokePost(caip10, [])).status).toBe(400)
  })
})
