import {
  type Address,
  createWalletClient,
  custom,
  decodeEventLog,
  encodeFunctionData,
  type Hex,
  parseEther,
} from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { deployTestToken } from '../../chains/deployTestToken.js'
import type { HardhatNode } from '../../chains/startHardhatNode.js'
import { testTokenArtifact } from '../../chains/testTokenArtifact.js'
import { startTestNode } from '../../testing/startTestNode.js'
import { createTestWalletProvider } from '../createTestWalletProvider.js'
import type { TestWalletPromptRequest, TestWalletProvider, TestWalletStorage } from '../types.js'

const account0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const account1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const recipient = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const deployer = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const stranger = '0x000000000000000000000000000000000000dEaD'

let node: HardhatNode
let token: Address
let provider: TestWalletProvider
const prompt = vi.fn(async (_request: TestWalletPromptRequest) => true)
const storageData = new Map<string, string>()
const storage: TestWalletStorage = {
  getItem: (key) => storageData.get(key) ?? null,
  setItem: (key, value) => void storageData.set(key, value),
  removeItem: (key) => void storageData.delete(key),
}

function createWallet() {
  return createTestWalletProvider({
    chains: [{ chainId: 31337, rpcUrl: node.rpcUrl, name: 'Hardhat' }],
    prompt,
    storage,
    storageKey: 'sendCalls.test',
  })
}

function transfer(to: Address, amount: bigint): Hex {
  return encodeFunctionData({
    abi: testTokenArtifact.abi,
    functionName: 'transfer',
    args: [to, amount],
  })
}

/** A wallet_sendCalls request: v2, chain 31337, not atomic; `overrides` replace fields. */
function bundle(calls: unknown[], overrides: Record<string, unknown> = {}) {
  return [
    {
      version: '2.0.0',
      from: account0,
      chainId: '0x7a69',
      atomicRequired: false,
      calls,
      ...overrides,
    },
  ]
}

async function send(calls: unknown[], overrides: Record<string, unknown> = {}): Promise<string> {
  const result = (await provider.request({
    method: 'wallet_sendCalls',
    params: bundle(calls, overrides),
  })) as { id: string }
  expect(Object.keys(result)).toEqual(['id'])
  return result.id
}

interface Status {
  version: string
  id: string
  chainId: string
  status: number
  atomic: boolean
  receipts?: {
    status: string
    transactionHash: string
    blockHash: string
    blockNumber: string
    gasUsed: string
    logs: { address: string; data: Hex; topics: [Hex, ...Hex[]] }[]
  }[]
}

function statusOf(id: string): Promise<Status> {
  return provider.request({ method: 'wallet_getCallsStatus', params: [id] }) as Promise<Status>
}

async function nodeRpc(method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(node.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: unknown }
  if (body.error) throw new Error(JSON.stringify(body.error))
  return body.result
}

async function tokenBalance(address: Address): Promise<bigint> {
  const data = encodeFunctionData({
    abi: testTokenArtifact.abi,
    functionName: 'balanceOf',
    args: [address],
  })
  return BigInt((await nodeRpc('eth_call', [{ to: token, data }, 'latest'])) as string)
}

async function nonceOf(address: Address): Promise<number> {
  return Number(await nodeRpc('eth_getTransactionCount', [address, 'latest']))
}

beforeAll(async () => {
  node = await startTestNode(5)
  token = await deployTestToken({
    rpcUrl: node.rpcUrl,
    chainId: 31337,
    deployer,
    name: 'Test Token',
    symbol: 'TEST',
    holders: [account0, account1],
    amountPerHolder: parseEther('1000'),
  })
  provider = createWallet().provider
  await provider.request({ method: 'eth_requestAccounts' })
}, 60_000)

afterAll(async () => {
  await node?.stop()
})

describe('wallet_getCapabilities', () => {
  it('answers per known chain, by hex chain id: atomic unsupported', async () => {
    const atomic = { atomic: { status: 'unsupported' } }
    expect(
      await provider.request({ method: 'wallet_getCapabilities', params: [account0] }),
    ).toEqual({ '0x7a69': atomic })
    expect(
      await provider.request({
        method: 'wallet_getCapabilities',
        params: [account0, ['0x7a69', '0x1']],
      }),
    ).toEqual({ '0x7a69': atomic })
    // A chain the wallet does not know is left out, not an error.
    expect(
      await provider.request({ method: 'wallet_getCapabilities', params: [account0, ['0x1']] }),
    ).toEqual({})
  })

  it('fails with 4100 for an address that is not connected and -32602 for malformed params', async () => {
    await expect(
      provider.request({ method: 'wallet_getCapabilities', params: [stranger] }),
    ).rejects.toMatchObject({ code: 4100 })
    for (const params of [[], ['0x123'], [account0, '0x7a69'], [account0, ['0x07a69']]]) {
      await expect(
        provider.request({ method: 'wallet_getCapabilities', params }),
      ).rejects.toMatchObject({ code: -32602 })
    }
  })
})

describe('wallet_sendCalls and wallet_getCallsStatus on a Hardhat node', () => {
  it('sends a two-call bundle after one prompt; the status is 200 with both receipts', async () => {
    prompt.mockClear()
    const ethBefore = BigInt(
      (await provider.request({
        method: 'eth_getBalance',
        params: [recipient, 'latest'],
      })) as string,
    )
    const tokenBefore = await tokenBalance(recipient)
    const id = await send([
      { to: recipient, value: '0x2386f26fc10000' },
      { to: token, data: transfer(recipient, 5n) },
    ])
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)
    expect(prompt).toHaveBeenCalledTimes(1)
    expect(prompt.mock.calls[0]?.[0]).toMatchObject({
      method: 'wallet_sendCalls',
      summary: `Send 2 calls as separate transactions: 1. Send 0.01 ETH to ${recipient}; 2. Send 0 ETH to ${token} and call 0xa9059cbb`,
    })

    // Hardhat automines: each transaction is in a block as soon as it is sent.
    const status = await statusOf(id)
    expect(status).toMatchObject({
      version: '2.0.0',
      id,
      chainId: '0x7a69',
      status: 200,
      atomic: false,
    })
    expect(status.receipts).toHaveLength(2)
    for (const receipt of status.receipts ?? []) {
      expect(receipt).toMatchObject({
        status: '0x1',
        transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
        blockHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
        blockNumber: expect.stringMatching(/^0x[0-9a-f]+$/),
        gasUsed: expect.stringMatching(/^0x[0-9a-f]+$/),
      })
    }
    const [first, second] = status.receipts ?? []
    expect(BigInt(first!.blockNumber)).toBeLessThan(BigInt(second!.blockNumber))
    expect(first!.logs).toEqual([])
    const log = second!.logs[0]!
    expect(log.address.toLowerCase()).toBe(token.toLowerCase())
    expect(
      decodeEventLog({ abi: testTokenArtifact.abi, data: log.data, topics: log.topics }),
    ).toEqual({
      eventName: 'Transfer',
      args: { from: account0, to: recipient, value: 5n },
    })
    const ethAfter = BigInt(
      (await provider.request({
        method: 'eth_getBalance',
        params: [recipient, 'latest'],
      })) as string,
    )
    expect(ethAfter - ethBefore).toBe(parseEther('0.01'))
    expect((await tokenBalance(recipient)) - tokenBefore).toBe(5n)
  })

  it('sends a call that reverts anyway: 500 when every call reverted, 600 when some did', async () => {
    const tooMuch = transfer(recipient, parseEther('1000000'))
    const allReverted = await send([{ to: token, data: tooMuch }])
    const status = await statusOf(allReverted)
    expect(status.status).toBe(500)
    expect(status.receipts?.map((receipt) => receipt.status)).toEqual(['0x0'])

    const partly = await send([
      { to: token, data: transfer(recipient, 1n) },
      { to: token, data: tooMuch },
    ])
    const partial = await statusOf(partly)
    expect(partial.status).toBe(600)
    expect(partial.receipts?.map((receipt) => receipt.status)).toEqual(['0x1', '0x0'])
  })

  it('answers 100 while a transaction is not mined, then 200 once it is', async () => {
    await nodeRpc('evm_setAutomine', [false])
    try {
      const id = await send([
        { to: recipient, value: '0x1' },
        { to: recipient, value: '0x2' },
      ])
      const pending = await statusOf(id)
      expect(pending.status).toBe(100)
      expect(pending.receipts).toBeUndefined()
      await nodeRpc('evm_mine')
      const confirmed = await statusOf(id)
      expect(confirmed.status).toBe(200)
      expect(confirmed.receipts).toHaveLength(2)
    } finally {
      await nodeRpc('evm_setAutomine', [true])
    }
  })

  it('keeps a caller-given id, refuses it a second time (5720) and sends from the selected account when from is left out', async () => {
    const id = `0x${'ab'.repeat(40)}`
    expect(await send([{ to: recipient, value: '0x1' }], { id, from: undefined })).toBe(id)
    const status = await statusOf(id)
    expect(status.status).toBe(200)
    const transaction = (await nodeRpc('eth_getTransactionByHash', [
      status.receipts?.[0]?.transactionHash,
    ])) as { from: string }
    expect(transaction.from).toBe(account0.toLowerCase())
    await expect(send([{ to: recipient, value: '0x1' }], { id })).rejects.toMatchObject({
      code: 5720,
    })
    await expect(
      send([{ to: recipient, value: '0x1' }], { id: id.toUpperCase().replace('0X', '0x') }),
    ).rejects.toMatchObject({ code: 5720 })
  })

  it('fails with 4001 and sends nothing when the user rejects the prompt', async () => {
    const nonce = await nonceOf(account0)
    prompt.mockResolvedValueOnce(false)
    const id = `0x${'cd'.repeat(32)}`
    await expect(send([{ to: recipient, value: '0x1' }], { id })).rejects.toMatchObject({
      code: 4001,
    })
    expect(await nonceOf(account0)).toBe(nonce)
    await expect(statusOf(id)).rejects.toMatchObject({ code: 5730 })
    // The id was never used, so it can be sent again.
    expect(await send([{ to: recipient, value: '0x1' }], { id })).toBe(id)
  })

  it('passes on the node error when the first call cannot be sent (insufficient funds)', async () => {
    await expect(
      send([{ to: recipient, value: `0x${(10n ** 30n).toString(16)}` }]),
    ).rejects.toMatchObject({ message: expect.stringMatching(/funds|balance/i) })
  })

  it('stops at a call that cannot be sent after the first: the bundle is partly sent (600)', async () => {
    const id = await send([
      { to: recipient, value: '0x1' },
      { to: recipient, value: `0x${(10n ** 30n).toString(16)}` },
      { to: recipient, value: '0x1' },
    ])
    const status = await statusOf(id)
    expect(status.status).toBe(600)
    expect(status.receipts?.map((receipt) => receipt.status)).toEqual(['0x1'])
  })

  it('refuses atomicRequired (5760), non-optional capabilities (5700), another chain (5710) and an unknown sender (4100) before prompting', async () => {
    prompt.mockClear()
    const calls = [{ to: recipient, value: '0x1' }]
    await expect(send(calls, { atomicRequired: true })).rejects.toMatchObject({
      code: 5760,
      message: expect.stringMatching(/atomicity not supported/i),
    })
    await expect(
      send(calls, { capabilities: { paymasterService: { url: 'https://paymaster.example' } } }),
    ).rejects.toMatchObject({ code: 5700, message: expect.stringContaining('paymasterService') })
    await expect(
      send([{ ...calls[0], capabilities: { auxiliaryFunds: { optional: false } } }]),
    ).rejects.toMatchObject({ code: 5700 })
    await expect(send(calls, { chainId: '0x1' })).rejects.toMatchObject({ code: 5710 })
    await expect(send(calls, { from: stranger })).rejects.toMatchObject({ code: 4100 })
    expect(prompt).not.toHaveBeenCalled()
    // An optional capability the wallet does not know is ignored.
    const id = await send(calls, { capabilities: { paymasterService: { optional: true } } })
    expect((await statusOf(id)).status).toBe(200)
  })

  it('fails with -32602 and a clear message for malformed params', async () => {
    const call = { to: recipient, value: '0x1' }
    const cases: [unknown, RegExp][] = [
      [undefined, /expects \[\{/],
      [[], /expects \[\{/],
      [['0x1'], /expects \[\{/],
      [bundle([call], { version: undefined }), /version must be "2\.0\.0"/],
      [bundle([call], { version: '1.0' }), /version must be "2\.0\.0"/],
      [bundle([call], { chainId: '0x07a69' }), /chainId/],
      [bundle([call], { chainId: 31337 }), /chainId/],
      [bundle([call], { atomicRequired: undefined }), /atomicRequired must be a boolean/],
      [bundle([call], { from: '0x1234' }), /from must be an address/],
      [bundle([call], { id: 'bundle-1' }), /id must be a 0x-prefixed hex string/],
      [bundle([]), /calls must be a non-empty array/],
      [bundle([call], { calls: 'nope' }), /calls must be a non-empty array/],
      [bundle([42]), /calls\[0\] must be an object/],
      [bundle([{ to: 'bob' }]), /calls\[0\]\.to must be an address/],
      [bundle([call, { to: recipient, value: 1 }]), /calls\[1\]\.value must be a hexadecimal/],
      [bundle([{ to: recipient, data: 'abc' }]), /calls\[0\]\.data must be a 0x-prefixed hex/],
      [bundle([{ value: '0x1' }]), /calls\[0\] needs a "to" address/],
      [bundle([call], { capabilities: [] }), /capabilities must be an object/],
      [bundle([call], { capabilities: { x: { optional: 'yes' } } }), /optional must be a boolean/],
    ]
    for (const [params, message] of cases) {
      await expect(
        provider.request({ method: 'wallet_sendCalls', params: params as unknown[] }),
        JSON.stringify(params),
      ).rejects.toMatchObject({ code: -32602, message: expect.stringMatching(message) })
    }
  })

  it('fails with 5730 for an unknown id and -32602 without an id', async () => {
    await expect(statusOf(`0x${'00'.repeat(32)}`)).rejects.toMatchObject({
      code: 5730,
      message: expect.stringMatching(/unknown bundle id/i),
    })
    await expect(
      provider.request({ method: 'wallet_getCallsStatus', params: [] }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('remembers the bundles across a reload (the state in storage)', async () => {
    const id = await send([{ to: recipient, value: '0x1' }])
    const reloaded = createWallet().provider
    expect(await reloaded.request({ method: 'wallet_getCallsStatus', params: [id] })).toMatchObject(
      { id, status: 200, receipts: [expect.objectContaining({ status: '0x1' })] },
    )
    // A tampered entry is dropped when read back; the rest of the state survives.
    const key = 'sendCalls.test'
    const stored = JSON.parse(storageData.get(key)!)
    stored.callBundles.push({ id: 'nope', chainId: 31337, transactionHashes: ['0x1'] })
    storageData.set(key, JSON.stringify(stored))
    const again = createWallet().provider
    expect(await again.request({ method: 'eth_accounts' })).toContain(account0)
    expect(await again.request({ method: 'wallet_getCallsStatus', params: [id] })).toMatchObject({
      status: 200,
    })
  })

  it('works with viem: sendCalls, then waitForCallsStatus', async () => {
    const client = createWalletClient({
      account: account0,
      chain: hardhat,
      transport: custom(provider),
    })
    const { id } = await client.sendCalls({
      calls: [
        { to: recipient, value: 1n },
        {
          to: token,
          abi: testTokenArtifact.abi,
          functionName: 'transfer',
          args: [recipient, 2n],
        },
      ],
    })
    const result = await client.waitForCallsStatus({ id, pollingInterval: 50, timeout: 10_000 })
    expect(result).toMatchObject({ status: 'success', statusCode: 200, atomic: false })
    expect(result.receipts).toHaveLength(2)
    expect(await client.getCapabilities({ chainId: 31337 })).toEqual({
      atomic: { status: 'unsupported' },
    })
  })
})
