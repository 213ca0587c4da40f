import { type Address, createPublicClient, type Hex, http, numberToHex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailbox } from '../../api/mailbox/createMailbox.js'
import { deployAccountFactory } from '../../chains/deployAccountFactory.js'
import { impersonateRelayer } from '../../chains/impersonateRelayer.js'
import {
  SMART_ACCOUNT_RELAYER,
  SMART_ACCOUNT_RELAYER_BALANCE,
} from '../../chains/SMART_ACCOUNT_RELAYER.js'
import type { HardhatNode } from '../../chains/startHardhatNode.js'
import { executeAsSession } from '../../testing/executeAsSession.js'
import { startTestNode } from '../../testing/startTestNode.js'
import { createSecureSite, type SecureSite } from '../createSecureSite.js'
import { createSmartAccountRelayer } from '../smartAccount/createSmartAccountRelayer.js'
import { createSessionIndex } from './createSessionIndex.js'
import { readSessionOnChain } from './readSessionOnChain.js'

interface Reply {
  result?: unknown
  error?: { message: string; code?: number }
}

let node: HardhatNode
let site: SecureSite
const sessions = createSessionIndex()
const mailbox = createMailbox()
const sessionKey = privateKeyToAccount(generatePrivateKey())
const client = () => createPublicClient({ transport: http(node.rpcUrl) })

beforeAll(async () => {
  node = await startTestNode(2)
  await impersonateRelayer(node.rpcUrl, SMART_ACCOUNT_RELAYER, SMART_ACCOUNT_RELAYER_BALANCE)
  const factory = await deployAccountFactory({
    rpcUrl: node.rpcUrl,
    chainId: 31337,
    deployer: SMART_ACCOUNT_RELAYER,
  })
  site = await createSecureSite({
    port: 0,
    hostname: '127.0.0.1',
    apiUrl: 'http://127.0.0.1:4100',
    rpcUrls: new Map([['31337', node.rpcUrl]]),
    mailbox,
    allowedOrigins: async () => [],
    sessions,
    smartAccounts: createSmartAccountRelayer({
      relayer: SMART_ACCOUNT_RELAYER,
      chains: [{ chainId: 31337, rpcUrl: node.rpcUrl, factory }],
    }),
  })
}, 60_000)

afterAll(async () => {
  await site?.close()
  await node?.stop()
})

async function post(path: string, body: unknown): Promise<Reply> {
  const response = await fetch(`${site.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: site.url },
    body: JSON.stringify(body),
  })
  return (await response.json()) as Reply
}

async function login() {
  const email = `s-${Date.now()}@example.com`
  const deviceId = 'device-0000-0001'
  await post('/v1/email/start', { email, deviceId })
  const otp = mailbox.list().at(-1)?.code ?? ''
  const token = (
    (await post('/v1/email/verify', { email, otp, deviceId })).result as {
      token: string
    }
  ).token
  const accounts = (await post('/v1/accounts', { token, chainId: 31337 })).result as {
    eoa: Address
    smartAccount: { address: Address }
  }
  return { token, eoa: accounts.eoa, smart: accounts.smartAccount.address }
}

async function grantRequest(address: Address) {
  const start = Number((await client().getBlock()).timestamp)
  return {
    chainId: '0x7a69',
    address,
    expiry: start + 86_400,
    signer: { type: 'key', data: { type: 'secp256k1', publicKey: sessionKey.publicKey } },
    permissions: [
      {
        type: 'native-token-recurring-allowance',
        data: { allowance: numberToHex(parseEther('0.1')), start, period: 86_400 },
      },
    ],
  }
}

const call = (token: string, method: string, params: unknown[]) => ({
  token,
  chainId: 31337,
  method,
  params,
})

describe('the secure site serves smart sessions (prepare for the approval screen, then run)', () => {
  it('prepare describes a grant and signs nothing; run grants on chain; the session key spends; revoke keeps the login', async () => {
    const { token, smart } = await login()
    const request = await grantRequest(smart)
    const prepared = await post(
      '/v1/sessions/prepare',
      call(token, 'wallet_grantPermissions', [request]),
    )
    expect(prepared.result).toMatchObject({
      title: 'Grant permissions',
      details: expect.stringMatching(
        new RegExp(`^Allow ${sessionKey.address} until .* UTC: spend up to 0\\.1 ETH per day$`),
      ),
    })
    expect(await client().getCode({ address: smart })).toBeUndefined()
    const granted = await post(
      '/v1/sessions/run',
      call(token, 'wallet_grantPermissions', [request]),
    )
    const context = (granted.result as { context: Hex }).context
    expect(granted.result).toMatchObject({ address: smart, chainId: '0x7a69', context })
    expect(sessions.get(context)?.account).toBe(smart)
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    await executeAsSession({
      rpcUrl: node.rpcUrl,
      account: smart,
      sessionId: context,
      calls: [{ to: recipient, value: parseEther('0.01'), data: '0x' }],
      sessionKey,
    })
    expect(await client().getBalance({ address: recipient })).toBe(parseEther('0.01'))

    const revokeParams = [{ permissionContext: context }]
    const revokePrepared = await post(
      '/v1/sessions/prepare',
      call(token, 'wallet_revokePermissions', revokeParams),
    )
    expect(revokePrepared.result).toMatchObject({ title: 'Revoke permissions' })
    expect(
      await post('/v1/sessions/run', call(token, 'wallet_revokePermissions', revokeParams)),
    ).toEqual({ result: null })
    expect((await readSessionOnChain(client() as never, smart, context))?.revoked).toBe(true)
    // The login is kept: the same token still reads the user's accounts.
    expect((await post('/v1/accounts', { token, chainId: 31337 })).result).toMatchObject({
      smartAccount: { address: smart },
    })
  })

  it('refuses with EIP-1193 codes before any approval: the EOA (4100), malformed (-32602), unknown session (-32602), no login (4100)', async () => {
    const { token, eoa } = await login()
    expect(
      await post(
        '/v1/sessions/prepare',
        call(token, 'wallet_grantPermissions', [await grantRequest(eoa)]),
      ),
    ).toEqual({ error: { message: 'Smart sessions need a smart account', code: 4100 } })
    expect(
      await post(
        '/v1/sessions/prepare',
        call(token, 'wallet_grantPermissions', [{ chainId: '0x7a69' }]),
      ),
    ).toEqual({
      error: { message: 'Invalid permission request: expiry: is missing', code: -32602 },
    })
    const unknown = `0x${'ef'.repeat(32)}`
    expect(
      await post(
        '/v1/sessions/prepare',
        call(token, 'wallet_revokePermissions', [{ permissionContext: unknown }]),
      ),
    ).toEqual({ error: { message: `Unknown session: ${unknown}`, code: -32602 } })
    expect(
      (await post('/v1/sessions/run', call('not-a-token', 'wallet_revokePermissions', []))).error
        ?.code,
    ).toBe(4100)
  })
})
