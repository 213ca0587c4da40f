import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  numberToHex,
  type PublicClient,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployAccountFactory } from '../../chains/deployAccountFactory.js'
import { deployTestToken } from '../../chains/deployTestToken.js'
import { impersonateRelayer } from '../../chains/impersonateRelayer.js'
import { listAccounts } from '../../chains/listAccounts.js'
import {
  SMART_ACCOUNT_RELAYER,
  SMART_ACCOUNT_RELAYER_BALANCE,
} from '../../chains/SMART_ACCOUNT_RELAYER.js'
import type { HardhatNode } from '../../chains/startHardhatNode.js'
import { executeAsSession } from '../../testing/executeAsSession.js'
import { startTestNode } from '../../testing/startTestNode.js'
import {
  createSmartAccountRelayer,
  type SmartAccountRelayer,
} from '../smartAccount/createSmartAccountRelayer.js'
import { createSessionIndex, type SessionIndex } from './createSessionIndex.js'
import { handleSessionRequest, prepareSessionRequest } from './handleSessionRequest.js'
import type { PermissionResponse } from './PermissionRequest.js'
import { readSessionOnChain } from './readSessionOnChain.js'

const CHAIN_ID = 31337
let node: HardhatNode
let client: PublicClient
let relayer: SmartAccountRelayer
let sessions: SessionIndex
const sessionKey = privateKeyToAccount(generatePrivateKey())
const recipient = privateKeyToAccount(generatePrivateKey()).address

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
}, 60_000)

afterAll(async () => {
  await node?.stop()
})

async function chainNow() {
  return Number((await client.getBlock()).timestamp)
}

/** A fresh owner whose smart account (not deployed yet) holds 1 ETH. */
async function freshOwner() {
  const owner = privateKeyToAccount(generatePrivateKey())
  const account = await relayer.accountOf(owner.address, CHAIN_ID)
  if (!account) throw new Error('Smart accounts are not enabled')
  await client.request({
    method: 'hardhat_setBalance' as never,
    params: [account.address, numberToHex(parseEther('1'))] as never,
  })
  return { owner, account: account.address }
}

async function request(
  owner: ReturnType<typeof privateKeyToAccount>,
  method: string,
  params: unknown[],
  nowSeconds?: number,
) {
  return handleSessionRequest({
    owner,
    method,
    params,
    chainId: CHAIN_ID,
    relayer,
    sessions,
    rpcUrl: (chainId) => (chainId === CHAIN_ID ? node.rpcUrl : undefined),
    nowSeconds: nowSeconds ?? (await chainNow()),
  })
}

async function grantRequest(address?: Address) {
  const start = await chainNow()
  return {
    chainId: numberToHex(CHAIN_ID),
    ...(address ? { address } : {}),
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

async function refusal(run: Promise<unknown>) {
  try {
    await run
  } catch (error) {
    return { code: (error as { code?: number }).code, message: (error as Error).message }
  }
  throw new Error('Expected a refusal')
}

const pay = (value: bigint) => [{ to: recipient, value, data: '0x' as Hex }]

describe('wallet_grantPermissions / wallet_revokePermissions in the secure site (real Hardhat chain)', () => {
  it('grants on chain through an owner-signed batch (deploying the account), answers the ERC-7715 response, and the session key then spends', async () => {
    const { owner, account } = await freshOwner()
    const response = (await request(owner, 'wallet_grantPermissions', [
      await grantRequest(),
    ])) as PermissionResponse
    expect(response.address).toBe(account)
    expect(response.context).toMatch(/^0x[0-9a-f]{64}$/)
    expect(response.chainId).toBe('0x7a69')
    const onChain = await readSessionOnChain(client, account, response.context)
    expect(onChain?.signer).toBe(sessionKey.address)
    expect(sessions.list(CHAIN_ID, account).map((s) => s.id)).toEqual([response.context])
    await executeAsSession({
      rpcUrl: node.rpcUrl,
      account,
      sessionId: response.context,
      calls: pay(parseEther('0.05')),
      sessionKey,
    })
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.05'))
  })

  it('revokes on chain (null), after which the session key is refused and a second revoke is an unknown session', async () => {
    const { owner, account } = await freshOwner()
    const { context } = (await request(owner, 'wallet_grantPermissions', [
      await grantRequest(account),
    ])) as PermissionResponse
    expect(await request(owner, 'wallet_revokePermissions', [{ permissionContext: context }])).toBe(
      null,
    )
    expect((await readSessionOnChain(client, account, context))?.revoked).toBe(true)
    expect(sessions.get(context)?.revoked).toBe(true)
    const refused = await refusal(
      executeAsSession({
        rpcUrl: node.rpcUrl,
        account,
        sessionId: context,
        calls: pay(1n),
        sessionKey,
      }),
    )
    expect(refused.message).toContain('SessionIsRevoked')
    expect(
      await refusal(request(owner, 'wallet_revokePermissions', [{ permissionContext: context }])),
    ).toEqual({ code: -32602, message: `Unknown session: ${context}` })
  })

  it('refuses (4100) a grant for the owner EOA, and (-32602) a malformed request, signing nothing', async () => {
    const { owner, account } = await freshOwner()
    expect(
      await refusal(request(owner, 'wallet_grantPermissions', [await grantRequest(owner.address)])),
    ).toEqual({ code: 4100, message: 'Smart sessions need a smart account' })
    const malformed = { ...(await grantRequest()), expiry: 1 }
    expect(await refusal(request(owner, 'wallet_grantPermissions', [malformed]))).toEqual({
      code: -32602,
      message: 'Invalid permission request: expiry is in the past',
    })
    // Nothing reached the chain: the account is still undeployed.
    expect(await client.getCode({ address: account })).toBeUndefined()
  })

  it("refuses (-32602) revoking an unknown id, a malformed context, or another user's session", async () => {
    const { owner } = await freshOwner()
    const other = await freshOwner()
    const { context } = (await request(other.owner, 'wallet_grantPermissions', [
      await grantRequest(),
    ])) as PermissionResponse
    const unknown = `0x${'ab'.repeat(32)}`
    expect(
      await refusal(request(owner, 'wallet_revokePermissions', [{ permissionContext: unknown }])),
    ).toEqual({ code: -32602, message: `Unknown session: ${unknown}` })
    expect(
      (await refusal(request(owner, 'wallet_revokePermissions', [{ permissionContext: '0x12' }])))
        .code,
    ).toBe(-32602)
    expect(
      await refusal(request(owner, 'wallet_revokePermissions', [{ permissionContext: context }])),
    ).toEqual({ code: -32602, message: `Unknown session: ${context}` })
    expect((await readSessionOnChain(client, other.account, context))?.revoked).toBe(false)
  })

  it("describes an ERC-20 allowance with the token's own symbol and decimals on the approval screen, signing nothing", async () => {
    const { owner, account } = await freshOwner()
    const [deployer] = await listAccounts(node.rpcUrl)
    const token = await deployTestToken({
      rpcUrl: node.rpcUrl,
      chainId: CHAIN_ID,
      deployer: deployer as Address,
      name: 'Test Token',
      symbol: 'TEST',
      holders: [account],
      amountPerHolder: 10n ** 21n,
    })
    const base = await grantRequest()
    const prepared = await prepareSessionRequest({
      owner,
      method: 'wallet_grantPermissions',
      params: [
        {
          ...base,
          permissions: [
            {
              type: 'erc20-recurring-allowance',
              data: { token, allowance: numberToHex(25n * 10n ** 17n), start: 0, period: 3_600 },
            },
            {
              type: 'contract-call',
              data: { address: token, functions: [{ selector: '0xa9059cbb' }] },
            },
          ],
        },
      ],
      chainId: CHAIN_ID,
      relayer,
      sessions,
      rpcUrl: () => node.rpcUrl,
      nowSeconds: await chainNow(),
    })
    expect(prepared.details).toBe(
      `Allow ${sessionKey.address} until ${new Date(base.expiry * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC: spend up to 2.5 TEST (${token}) per hour; call ${token} transfer()`,
    )
    expect(await client.getCode({ address: account })).toBeUndefined()
  })

  it('refuses (4100) where smart accounts are not enabled (no relayer)', async () => {
    const { owner } = await freshOwner()
    const refused = await refusal(
      handleSessionRequest({
        owner,
        method: 'wallet_grantPermissions',
        params: [await grantRequest()],
        chainId: CHAIN_ID,
        relayer: undefined,
        sessions,
        rpcUrl: () => node.rpcUrl,
        nowSeconds: await chainNow(),
      }),
    )
    expect(refused).toEqual({ code: 4100, message: 'Smart sessions need a smart account' })
  })
})
