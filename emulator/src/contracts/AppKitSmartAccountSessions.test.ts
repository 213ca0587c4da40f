import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  decodeErrorResult,
  decodeFunctionData,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  numberToHex,
  type PublicClient,
  parseEther,
  toFunctionSelector,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployAccountFactory } from '../chains/deployAccountFactory.js'
import { deployTestToken } from '../chains/deployTestToken.js'
import { impersonateRelayer } from '../chains/impersonateRelayer.js'
import { listAccounts } from '../chains/listAccounts.js'
import {
  SMART_ACCOUNT_RELAYER,
  SMART_ACCOUNT_RELAYER_BALANCE,
} from '../chains/SMART_ACCOUNT_RELAYER.js'
import { appKitSmartAccountArtifact } from '../chains/smartAccountArtifacts.js'
import type { HardhatNode } from '../chains/startHardhatNode.js'
import type { PermissionRequest } from '../secureSite/sessions/PermissionRequest.js'
import { readSessionOnChain } from '../secureSite/sessions/readSessionOnChain.js'
import { grantSessionCall, revokeSessionCall } from '../secureSite/sessions/sessionCalls.js'
import {
  createSmartAccountRelayer,
  type SmartAccountRelayer,
} from '../secureSite/smartAccount/createSmartAccountRelayer.js'
import { signSessionExecute } from '../secureSite/smartAccount/smartAccountSignatures.js'
import { executeAsSession } from '../testing/executeAsSession.js'
import { startTestNode } from '../testing/startTestNode.js'

const CHAIN_ID = 31337
const DAY = 86_400
const TOKEN = 10n ** 18n
let node: HardhatNode
let client: PublicClient
let submitter: Address
let relayer: SmartAccountRelayer
let token: Address
const owner = privateKeyToAccount(generatePrivateKey())
const sessionKey = privateKeyToAccount(generatePrivateKey())
const recipient = privateKeyToAccount(generatePrivateKey()).address
let account: Address

const randomId = () => generatePrivateKey() as Hex

async function now(): Promise<number> {
  return Number((await client.getBlock()).timestamp)
}

async function increaseTime(seconds: number) {
  await client.request({ method: 'evm_increaseTime' as never, params: [seconds] as never })
  await client.request({ method: 'evm_mine' as never, params: [] as never })
}

/** The custom error a refused call reverted with, e.g. 'AllowanceExceeded'. */
async function revertName(run: Promise<unknown>): Promise<string | undefined> {
  try {
    await run
  } catch (error) {
    if (!(error instanceof BaseError)) throw error
    const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError)
    if (!(reverted instanceof ContractFunctionRevertedError)) throw error
    // An owner batch wraps the account's own refusal: CallFailed(index, reason).
    const [, reason] = (reverted.data?.args ?? []) as [unknown, Hex | undefined]
    if (reverted.data?.errorName === 'CallFailed' && reason) {
      return decodeErrorResult({ abi: appKitSmartAccountArtifact.abi, data: reason }).errorName
    }
    return reverted.data?.errorName
  }
  return undefined
}

/** Grants a session through an owner-signed batch (the account is deployed by the first). */
async function grant(request: Omit<PermissionRequest, 'chainId'>, sessionId = randomId()) {
  const resolved = await relayer.accountOf(owner.address, CHAIN_ID)
  if (!resolved) throw new Error('Smart accounts are not enabled')
  await relayer.execute(owner, CHAIN_ID, resolved, [
    grantSessionCall(account, sessionId, { ...request, chainId: numberToHex(CHAIN_ID) }),
  ])
  return sessionId
}

async function revoke(sessionId: Hex) {
  const resolved = await relayer.accountOf(owner.address, CHAIN_ID)
  if (!resolved) throw new Error('Smart accounts are not enabled')
  await relayer.execute(owner, CHAIN_ID, resolved, [revokeSessionCall(account, sessionId)])
}

const keySigner = {
  type: 'key',
  data: { type: 'secp256k1', publicKey: sessionKey.publicKey },
} as const

/** 0.1 ETH and 10 tokens a day, and TestToken's approve(). */
async function dailySession(expiresIn = 30 * DAY) {
  const start = await now()
  return grant({
    expiry: start + expiresIn,
    signer: keySigner,
    permissions: [
      {
        type: 'native-token-recurring-allowance',
        data: { allowance: numberToHex(parseEther('0.1')), start, period: DAY },
      },
      {
        type: 'erc20-recurring-allowance',
        data: { token, allowance: numberToHex(10n * TOKEN), start, period: DAY },
      },
      {
        type: 'contract-call',
        data: {
          address: token,
          functions: [{ selector: toFunctionSelector('approve(address,uint256)') }],
        },
      },
    ],
  })
}

const pay = (value: bigint) => ({ to: recipient, value, data: '0x' as Hex })
const transferTokens = (amount: bigint) => ({
  to: token,
  value: 0n,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] }),
})
const tokenBalance = (holder: Address) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })

function asSession(sessionId: Hex, calls: ReturnType<typeof pay>[], key = sessionKey) {
  return executeAsSession({ rpcUrl: node.rpcUrl, account, sessionId, calls, sessionKey: key })
}

beforeAll(async () => {
  node = await startTestNode(2)
  client = createPublicClient({ transport: http(node.rpcUrl) }) as PublicClient
  submitter = (await listAccounts(node.rpcUrl))[0] as Address
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
  const resolved = await relayer.accountOf(owner.address, CHAIN_ID)
  if (!resolved) throw new Error('Smart accounts are not enabled')
  account = resolved.address
  token = await deployTestToken({
    rpcUrl: node.rpcUrl,
    chainId: CHAIN_ID,
    deployer: submitter,
    name: 'Test Token',
    symbol: 'TEST',
    holders: [account],
    amountPerHolder: 1_000n * TOKEN,
  })
  await client.request({
    method: 'hardhat_setBalance' as never,
    params: [account, numberToHex(parseEther('5'))] as never,
  })
}, 60_000)

afterAll(async () => {
  await node?.stop()
})

describe('AppKitSmartAccount smart sessions (ERC-7715 permissions) on a Hardhat node', () => {
  it('a session key spends within its native and ERC-20 allowances and makes a permitted call (balances checked)', async () => {
    const sessionId = await dailySession()
    const ethBefore = await client.getBalance({ address: recipient })
    const tokensBefore = await tokenBalance(recipient)
    await asSession(sessionId, [pay(parseEther('0.04')), transferTokens(4n * TOKEN)])
    await asSession(sessionId, [
      pay(parseEther('0.06')),
      transferTokens(6n * TOKEN),
      {
        to: token,
        value: 0n,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [recipient, 1n] }),
      },
    ])
    expect((await client.getBalance({ address: recipient })) - ethBefore).toBe(parseEther('0.1'))
    expect((await tokenBalance(recipient)) - tokensBefore).toBe(10n * TOKEN)
    expect(
      await client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [account, recipient],
      }),
    ).toBe(1n)
    const session = await readSessionOnChain(client, account, sessionId)
    expect(session?.signer).toBe(sessionKey.address)
    expect(session?.nonce).toBe(2n)
    expect(session?.allowances.map((a) => a.spentInPeriod)).toEqual([
      parseEther('0.1'),
      10n * TOKEN,
    ])
  })

  it('refuses native value beyond the period allowance (AllowanceExceeded), spending nothing', async () => {
    const sessionId = await dailySession()
    await asSession(sessionId, [pay(parseEther('0.08'))])
    const before = await client.getBalance({ address: recipient })
    expect(await revertName(asSession(sessionId, [pay(parseEther('0.03'))]))).toBe(
      'AllowanceExceeded',
    )
    expect(await client.getBalance({ address: recipient })).toBe(before)
  })

  it('refuses an ERC-20 transfer beyond the period allowance (AllowanceExceeded)', async () => {
    const sessionId = await dailySession()
    expect(await revertName(asSession(sessionId, [transferTokens(11n * TOKEN)]))).toBe(
      'AllowanceExceeded',
    )
    await asSession(sessionId, [transferTokens(9n * TOKEN)])
    expect(await revertName(asSession(sessionId, [transferTokens(2n * TOKEN)]))).toBe(
      'AllowanceExceeded',
    )
  })

  it('refuses a call outside the contract-call permission, value without a native allowance, and calls to the account itself', async () => {
    const sessionId = await dailySession()
    const transferFrom = {
      to: token,
      value: 0n,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transferFrom',
        args: [account, recipient, 1n],
      }),
    }
    expect(await revertName(asSession(sessionId, [transferFrom]))).toBe('CallNotPermitted')
    const toSelf = revokeSessionCall(account, sessionId)
    expect(await revertName(asSession(sessionId, [toSelf]))).toBe('CallNotPermitted')
    const start = await now()
    const tokensOnly = await grant({
      expiry: start + DAY,
      signer: keySigner,
      permissions: [
        {
          type: 'erc20-recurring-allowance',
          data: { token, allowance: numberToHex(TOKEN), start, period: DAY },
        },
      ],
    })
    expect(await revertName(asSession(tokensOnly, [pay(1n)]))).toBe('ValueNotPermitted')
  })

  it('a new period restores the allowance (evm_increaseTime by one period)', async () => {
    const sessionId = await dailySession()
    await asSession(sessionId, [pay(parseEther('0.1'))])
    expect(await revertName(asSession(sessionId, [pay(1n)]))).toBe('AllowanceExceeded')
    await increaseTime(DAY)
    const before = await client.getBalance({ address: recipient })
    await asSession(sessionId, [pay(parseEther('0.1'))])
    expect((await client.getBalance({ address: recipient })) - before).toBe(parseEther('0.1'))
  })

  it('refuses a session after its expiry (SessionIsExpired)', async () => {
    const sessionId = await dailySession(3_600)
    await asSession(sessionId, [pay(1n)])
    await increaseTime(3_600)
    expect(await revertName(asSession(sessionId, [pay(1n)]))).toBe('SessionIsExpired')
  })

  it('refuses a session after its revocation (SessionIsRevoked), and a second revocation', async () => {
    const sessionId = await dailySession()
    await asSession(sessionId, [pay(1n)])
    await revoke(sessionId)
    expect((await readSessionOnChain(client, account, sessionId))?.revoked).toBe(true)
    expect(await revertName(asSession(sessionId, [pay(1n)]))).toBe('SessionIsRevoked')
    expect(await revertName(revoke(sessionId))).toBe('SessionIsRevoked')
  })

  it('refuses a signature by another key (InvalidSessionSignature) and an unknown session (UnknownSession)', async () => {
    const sessionId = await dailySession()
    const stranger = privateKeyToAccount(generatePrivateKey())
    expect(await revertName(asSession(sessionId, [pay(1n)], stranger))).toBe(
      'InvalidSessionSignature',
    )
    expect(await revertName(asSession(randomId(), [pay(1n)]))).toBe('UnknownSession')
  })

  it('refuses the replay of a used session signature (the session nonce moved on)', async () => {
    const sessionId = await dailySession()
    const calls = [pay(1n)]
    const signature = await signSessionExecute(sessionKey, {
      account,
      chainId: CHAIN_ID,
      sessionId,
      calls,
      nonce: 0n,
    })
    const submit = () =>
      client.simulateContract({
        account: submitter,
        address: account,
        abi: appKitSmartAccountArtifact.abi,
        functionName: 'executeAsSession',
        args: [sessionId, calls, signature],
      })
    await asSession(sessionId, calls)
    expect(await revertName(submit())).toBe('InvalidSessionSignature')
  })

  it('only the account itself grants or revokes (NotSelf for anyone else, the owner key included)', async () => {
    const call = grantSessionCall(account, randomId(), {
      chainId: numberToHex(CHAIN_ID),
      expiry: (await now()) + DAY,
      signer: keySigner,
      permissions: [
        {
          type: 'native-token-recurring-allowance',
          data: { allowance: '0x1', start: 0, period: DAY },
        },
      ],
    })
    const { args } = decodeFunctionData({ abi: appKitSmartAccountArtifact.abi, data: call.data })
    for (const from of [submitter, owner.address]) {
      const direct = client.simulateContract({
        account: from,
        address: account,
        abi: appKitSmartAccountArtifact.abi,
        functionName: 'grantSession',
        args,
      })
      expect(await revertName(direct)).toBe('NotSelf')
    }
    expect(
      await revertName(
        client.simulateContract({
          account: submitter,
          address: account,
          abi: appKitSmartAccountArtifact.abi,
          functionName: 'revokeSession',
          args: [randomId()],
        }),
      ),
    ).toBe('NotSelf')
  })
})
