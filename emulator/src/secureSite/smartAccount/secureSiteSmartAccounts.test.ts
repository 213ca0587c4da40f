import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  http,
  isErc6492Signature,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailbox } from '../../api/mailbox/createMailbox.js'
import { createNodeAccountClient } from '../../chains/createNodeAccountClient.js'
import { deployAccountFactory } from '../../chains/deployAccountFactory.js'
import { deployTestToken } from '../../chains/deployTestToken.js'
import { impersonateRelayer } from '../../chains/impersonateRelayer.js'
import { listAccounts } from '../../chains/listAccounts.js'
import {
  SMART_ACCOUNT_RELAYER,
  SMART_ACCOUNT_RELAYER_BALANCE,
} from '../../chains/SMART_ACCOUNT_RELAYER.js'
import {
  appKitAccountFactoryArtifact,
  appKitSmartAccountArtifact,
} from '../../chains/smartAccountArtifacts.js'
import { type HardhatNode, startHardhatNode } from '../../chains/startHardhatNode.js'
import { TEST_MNEMONIC } from '../../defaults.js'
import { createSecureSite, NEW_ACCOUNT_BALANCE, type SecureSite } from '../createSecureSite.js'
import { createSmartAccountRelayer, SMART_ACCOUNT_SALT } from './createSmartAccountRelayer.js'

interface Reply {
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the result of its own endpoint
  result?: any
  error?: { message: string; code?: number }
}

const nodes: HardhatNode[] = []
let site: SecureSite
let factory: Address
/** The test token on 31337 only, all of it held by `tokenHolder`. */
let token: Address
let tokenHolder: Address
const mailbox = createMailbox()
const client = () => createPublicClient({ transport: http(nodes[0]?.rpcUrl) })

beforeAll(async () => {
  // One at a time (see startEmulator): 31337 with the factory, 1337 without.
  for (const chainId of [31337, 1337]) {
    nodes.push(
      await startHardhatNode({ chainId, port: 0, hostname: '127.0.0.1', mnemonic: TEST_MNEMONIC }),
    )
  }
  const [hardhat, localhost] = nodes as [HardhatNode, HardhatNode]
  const relayer = SMART_ACCOUNT_RELAYER
  await impersonateRelayer(hardhat.rpcUrl, relayer, SMART_ACCOUNT_RELAYER_BALANCE)
  factory = await deployAccountFactory({
    rpcUrl: hardhat.rpcUrl,
    chainId: 31337,
    deployer: relayer,
  })
  tokenHolder = (await listAccounts(hardhat.rpcUrl))[0] as Address
  token = await deployTestToken({
    rpcUrl: hardhat.rpcUrl,
    chainId: 31337,
    deployer: tokenHolder,
    name: 'Test Token',
    symbol: 'TEST',
    holders: [tokenHolder],
    amountPerHolder: 1000n * 10n ** 18n,
  })
  site = await createSecureSite({
    port: 0,
    hostname: '127.0.0.1',
    apiUrl: 'http://127.0.0.1:4100',
    rpcUrls: new Map([
      ['31337', hardhat.rpcUrl],
      ['1337', localhost.rpcUrl],
    ]),
    mailbox,
    allowedOrigins: async () => [],
    assetTokens: [{ address: token, name: 'Test Token', symbol: 'TEST', decimals: 18 }],
    smartAccounts: createSmartAccountRelayer({
      relayer,
      chains: [{ chainId: 31337, rpcUrl: hardhat.rpcUrl, factory }],
    }),
  })
}, 60_000)

afterAll(async () => {
  await site?.close()
  for (const node of nodes) await node.stop()
})

async function post(path: string, body: unknown) {
  const response = await fetch(`${site.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: site.url },
    body: JSON.stringify(body),
  })
  return (await response.json()) as Reply
}

async function login(email: string) {
  const deviceId = 'device-0000-0001'
  await post('/v1/email/start', { email, deviceId })
  const otp = mailbox.list().at(-1)?.code ?? ''
  const { result } = await post('/v1/email/verify', { email, otp, deviceId })
  const token = result.token as string
  const accounts = (await post('/v1/accounts', { token, chainId: 31337 })).result as {
    eoa: Address
    smartAccount: { address: Address; deployed: boolean }
  }
  return { email, token, eoa: accounts.eoa, smart: accounts.smartAccount.address, accounts }
}

describe('the secure site with smart accounts (spec §6 account types)', () => {
  it("'smart account networks': only the networks where the factory is deployed", async () => {
    expect((await post('/v1/smart-account-networks', {})).result).toEqual({
      networks: ['eip155:31337'],
    })
  })

  it('smart accounts only on enabled networks: 31337 lists one (not deployed, funded like the EOA), 1337 none', async () => {
    const { token, eoa, accounts } = await login(`a-${Date.now()}@example.com`)
    expect(accounts.smartAccount.deployed).toBe(false)
    expect(await client().getBalance({ address: accounts.smartAccount.address })).toBe(
      NEW_ACCOUNT_BALANCE,
    )
    // Other accounts (e.g. the Solana address) may be listed; no smart account on 1337.
    const on1337 = (await post('/v1/accounts', { token, chainId: 1337 })).result
    expect(on1337).toMatchObject({ eoa })
    expect(on1337).not.toHaveProperty('smartAccount')
  })

  it('personal_sign from the smart account answers an ERC-6492 signature viem verifies; from the EOA a plain one', async () => {
    const { token, eoa, smart } = await login(`b-${Date.now()}@example.com`)
    const message = 'hello'
    const fromSmart = await post('/v1/sign', {
      token,
      chainId: 31337,
      method: 'personal_sign',
      params: [message, smart],
    })
    expect(isErc6492Signature(fromSmart.result)).toBe(true)
    await expect(
      client().verifyMessage({ address: smart, message, signature: fromSmart.result }),
    ).resolves.toBe(true)
    const fromEoa = await post('/v1/sign', {
      token,
      chainId: 31337,
      method: 'personal_sign',
      params: [message, eoa],
    })
    await expect(
      client().verifyMessage({ address: eoa, message, signature: fromEoa.result }),
    ).resolves.toBe(true)
    // Another address is refused.
    const other = privateKeyToAccount(generatePrivateKey()).address
    expect(
      (
        await post('/v1/sign', {
          token,
          chainId: 31337,
          method: 'personal_sign',
          params: [message, other],
        })
      ).error,
    ).toMatchObject({ message: 'Unauthorized', code: 4100 })
  })

  it('wallet_sendCalls (EIP-5792) from the smart account runs as one batch; wallet_getCallsStatus answers it and wallet_getCapabilities says atomic; from the EOA it is not allowed', async () => {
    const { token, eoa, smart } = await login(`c-${Date.now()}@example.com`)
    const [first, second] = [0, 1].map(() => privateKeyToAccount(generatePrivateKey()).address)
    const sent = await post('/v1/sign', {
      token,
      chainId: 31337,
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: '0x7a69',
          from: smart,
          atomicRequired: true,
          calls: [
            { to: first, value: `0x${parseEther('1').toString(16)}` },
            { to: second, value: `0x${parseEther('2').toString(16)}`, data: '0x' },
          ],
        },
      ],
    })
    const id = sent.result.id as `0x${string}`
    const receipt = await client().getTransactionReceipt({ hash: id })
    expect(receipt.status).toBe('success')
    expect(await client().getBalance({ address: second as Address })).toBe(parseEther('2'))
    const status = (await post('/v1/calls-status', { token, id })).result
    expect(status).toMatchObject({ id, status: 200, atomic: true, chainId: '0x7a69' })
    expect(status.receipts).toHaveLength(1)
    expect((await post('/v1/accounts', { token, chainId: 31337 })).result.smartAccount).toEqual({
      address: smart,
      deployed: true,
    })

    // EIP-5792 capabilities: atomic batches for the smart account on 31337; none for the EOA.
    // Both have EIP-7811 asset discovery, the EOA on every chain (the smart account exists on
    // 31337 only).
    expect((await post('/v1/capabilities', { token, address: smart })).result).toEqual({
      '0x7a69': { atomic: { status: 'supported' }, assetDiscovery: { supported: true } },
    })
    expect((await post('/v1/capabilities', { token, address: eoa })).result).toEqual({
      '0x7a69': { assetDiscovery: { supported: true } },
      '0x539': { assetDiscovery: { supported: true } },
    })

    const fromEoa = await post('/v1/sign', {
      token,
      chainId: 31337,
      method: 'wallet_sendCalls',
      params: [{ from: eoa, calls: [{ to: first, value: '0x1' }] }],
    })
    expect(fromEoa.error).toMatchObject({
      message: 'Requested RPC call is not allowed',
      code: 4200,
    })
    expect(
      (await post('/v1/calls-status', { token, id: `0x${'00'.repeat(32)}` })).error?.code,
    ).toBe(5730)
    // wallet_getCallsStatus needs the session, and answers only that user's own batches.
    expect(await post('/v1/calls-status', { id })).toEqual({ error: { message: 'Missing token' } })
    expect((await post('/v1/calls-status', { token: 'made-up', id })).error?.code).toBe(4100)
    const other = await login(`c2-${Date.now()}@example.com`)
    expect((await post('/v1/calls-status', { token: other.token, id })).error).toMatchObject({
      message: 'Unknown bundle id',
      code: 5730,
    })
  })

  it('eth_sendTransaction from the smart account: the relayer pays the gas, only the value leaves the account', async () => {
    const { token, smart } = await login(`d-${Date.now()}@example.com`)
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const before = await client().getBalance({ address: smart })
    const sent = await post('/v1/sign', {
      token,
      chainId: 31337,
      method: 'eth_sendTransaction',
      params: [{ from: smart, to: receiver, value: `0x${parseEther('0.5').toString(16)}` }],
    })
    expect(sent.result).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await client().getBalance({ address: receiver })).toBe(parseEther('0.5'))
    expect(await client().getBalance({ address: smart })).toBe(before - parseEther('0.5'))
  })

  it("the page cannot reach the account's own session functions with a plain call: eth_sendTransaction or wallet_sendCalls to the smart account itself is refused (4100) and nothing runs", async () => {
    const { token, smart } = await login(`self-${Date.now()}@example.com`)
    const revoke = encodeFunctionData({
      abi: appKitSmartAccountArtifact.abi,
      functionName: 'revokeSession',
      args: [`0x${'11'.repeat(32)}`],
    })
    const nonceBefore = await client().getTransactionCount({ address: SMART_ACCOUNT_RELAYER })
    for (const [method, params] of [
      ['eth_sendTransaction', [{ from: smart, to: smart, data: revoke }]],
      [
        'wallet_sendCalls',
        [
          {
            version: '2.0.0',
            from: smart,
            chainId: '0x7a69',
            atomicRequired: true,
            calls: [{ to: smart, data: revoke }],
          },
        ],
      ],
    ] as const) {
      const refused = await post('/v1/sign', { token, chainId: 31337, method, params })
      expect(refused.error?.code, method).toBe(4100)
      expect(refused.error?.message, method).toMatch(/wallet_grantPermissions/)
    }
    expect(await client().getTransactionCount({ address: SMART_ACCOUNT_RELAYER })).toBe(nonceBefore)
  })

  it("S1: the EOA refuses typed data for the user's smart account (its Execute batch, its ERC-1271 wrapper, its domain name, the factory), which the account would have accepted", async () => {
    const { email, token, eoa, smart } = await login(`e-${Date.now()}@example.com`)
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const calls = [{ to: receiver, value: parseEther('1'), data: '0x' as const }]
    const domain = {
      name: 'AppKitSmartAccount',
      version: '1',
      chainId: 31337,
      verifyingContract: smart,
    }
    const executeTypes = {
      Execute: [
        { name: 'calls', type: 'Call[]' },
        { name: 'nonce', type: 'uint256' },
      ],
      Call: [
        { name: 'to', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'data', type: 'bytes' },
      ],
    }
    // What the attack needs: the owner key's plain signature of this typed data runs the batch.
    const owner = site.vault.account(email)
    if (!owner) throw new Error('no key')
    const signature = await owner.signTypedData({
      domain,
      types: executeTypes,
      primaryType: 'Execute',
      message: { calls, nonce: 0n },
    })
    await expect(
      client().call({
        account: eoa,
        to: factory,
        data: encodeFunctionData({
          abi: appKitAccountFactoryArtifact.abi,
          functionName: 'createAccountAndExecute',
          args: [eoa, SMART_ACCOUNT_SALT, calls, signature],
        }),
      }),
    ).resolves.toBeDefined()

    const typedData = (data: object) => ({
      token,
      chainId: 31337,
      method: 'eth_signTypedData_v4',
      params: [eoa, JSON.stringify(data)],
    })
    const execute = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        ...executeTypes,
      },
      domain,
      primaryType: 'Execute',
      message: { calls: [{ to: receiver, value: '1000000000000000000', data: '0x' }], nonce: 0 },
    }
    const refused = { code: 4100 }
    expect((await post('/v1/sign', typedData(execute))).error).toMatchObject(refused)
    expect(
      (
        await post(
          '/v1/sign',
          typedData({
            domain,
            types: { AppKitSmartAccountMessage: [{ name: 'hash', type: 'bytes32' }] },
            primaryType: 'AppKitSmartAccountMessage',
            message: { hash: `0x${'11'.repeat(32)}` },
          }),
        )
      ).error,
    ).toMatchObject(refused)
    // Another chain in the domain, another name, or the factory: refused all the same.
    for (const other of [
      { ...domain, chainId: 1 },
      { ...domain, name: 'Innocent' },
      { ...domain, name: 'Innocent', verifyingContract: factory },
      { name: 'AppKitSmartAccount', version: '1' },
    ]) {
      expect(
        (await post('/v1/sign', typedData({ ...execute, domain: other }))).error,
      ).toMatchObject(refused)
    }
    // The smart account's own path refuses it too.
    expect(
      (
        await post('/v1/sign', {
          ...typedData(execute),
          params: [smart, JSON.stringify(execute)],
        })
      ).error,
    ).toMatchObject(refused)
    // Typed data for any other contract is still signed.
    const mail = {
      domain: { name: 'Mail', version: '1', chainId: 31337, verifyingContract: receiver },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hello' },
    }
    const signed = (await post('/v1/sign', typedData(mail))).result
    await expect(
      client().verifyTypedData({
        address: eoa,
        signature: signed,
        domain: mail.domain,
        types: mail.types,
        primaryType: 'Mail',
        message: mail.message,
      }),
    ).resolves.toBe(true)
    expect(await client().getBalance({ address: receiver })).toBe(0n)
  })

  it("the EOA does not call its own smart account's owner-only execute/executeBatch (the smart account acts through its own requests); funding it still works", async () => {
    const { token, eoa, smart } = await login(`f-${Date.now()}@example.com`)
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const send = (tx: object) =>
      post('/v1/sign', {
        token,
        chainId: 31337,
        method: 'eth_sendTransaction',
        params: [{ from: eoa, to: smart, ...tx }],
      })
    const execute = encodeFunctionData({
      abi: appKitSmartAccountArtifact.abi,
      functionName: 'execute',
      args: [receiver, parseEther('1'), '0x'],
    })
    const executeBatch = encodeFunctionData({
      abi: appKitSmartAccountArtifact.abi,
      functionName: 'executeBatch',
      args: [[{ to: receiver, value: parseEther('1'), data: '0x' }]],
    })
    expect((await send({ data: execute })).error).toMatchObject({ code: 4100 })
    expect((await send({ data: executeBatch })).error).toMatchObject({ code: 4100 })
    const funded = await send({ value: '0x1' })
    expect(funded.result).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await client().getBalance({ address: receiver })).toBe(0n)
  })

  it("wallet_getAssets (EIP-7811, the spec §5 wallet-asset shape): the account's native balance and held test token, read from the chain, filtered by hex chain id; another user's account is refused", async () => {
    const { token: session, eoa, smart } = await login(`assets-${Date.now()}@example.com`)
    const holder = createNodeAccountClient({
      rpcUrl: nodes[0]?.rpcUrl ?? '',
      chainId: 31337,
      account: tokenHolder,
    })
    await holder.confirm(
      'TEST transfer',
      await holder.wallet.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [smart, 7n * 10n ** 18n],
      }),
    )
    const ask = (account: string, chainFilter?: string[]) =>
      post('/v1/assets', { token: session, account, chainFilter, projectId: 'p1' })

    const smartAssets = (await ask(smart, ['0x7a69'])).result
    expect(Object.keys(smartAssets)).toEqual(['0x7a69'])
    const [native, test, ...rest] = smartAssets['0x7a69']
    expect(rest).toEqual([])
    expect(native).toMatchObject({
      address: 'native',
      type: 'NATIVE',
      balance: `0x${(await client().getBalance({ address: smart })).toString(16)}`,
      metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000 },
    })
    expect(native.metadata.iconUrl).toBe(
      'http://127.0.0.1:4100/public/getAssetImage/eip155?projectId=p1&st=secure-site&sv=4',
    )
    expect(test).toMatchObject({
      address: token,
      type: 'ERC20',
      balance: `0x${(7n * 10n ** 18n).toString(16)}`,
      metadata: { name: 'Test Token', symbol: 'TEST', decimals: 18, price: 1 },
    })

    // The EOA holds no TEST: its native balance only, on both chains without a filter.
    const eoaAssets = (await ask(eoa)).result
    expect(Object.keys(eoaAssets).sort()).toEqual(['0x539', '0x7a69'])
    expect(eoaAssets['0x7a69'].map((a: { type: string }) => a.type)).toEqual(['NATIVE'])

    const stranger = privateKeyToAccount(generatePrivateKey()).address
    expect((await ask(stranger)).error).toMatchObject({ code: 4100 })
    expect((await ask('not an address')).error).toMatchObject({ code: -32602 })
  })
})
