import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HardhatNode } from '../../chains/startHardhatNode.js'
import { startTestNode } from '../../testing/startTestNode.js'
import { createTestWalletProvider } from '../createTestWalletProvider.js'
import type { TestWalletProvider } from '../types.js'

const account0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const recipient = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

let node: HardhatNode
let provider: TestWalletProvider

async function balanceOf(address: string): Promise<bigint> {
  return BigInt(
    (await provider.request({ method: 'eth_getBalance', params: [address, 'latest'] })) as string,
  )
}

async function receiptOf(hash: unknown) {
  return (await provider.request({ method: 'eth_getTransactionReceipt', params: [hash] })) as {
    status: string
    from: string
    to: string
  }
}

beforeAll(async () => {
  node = await startTestNode(5)
  const wallet = createTestWalletProvider({
    chains: [{ chainId: 31337, rpcUrl: node.rpcUrl, name: 'Hardhat' }],
    prompt: async () => true,
  })
  provider = wallet.provider
  await provider.request({ method: 'eth_requestAccounts' })
}, 60_000)

afterAll(async () => {
  await node?.stop()
})

describe('eth_sendTransaction on a Hardhat node', () => {
  it('fills nonce, gas and fees, signs locally, sends raw and returns the hash', async () => {
    const before = await balanceOf(recipient)
    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: account0, to: recipient, value: '0x2386f26fc10000' }],
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await receiptOf(hash)
    expect(receipt.status).toBe('0x1')
    expect(receipt.from).toBe(account0.toLowerCase())
    expect(await balanceOf(recipient)).toBe(before + 10_000_000_000_000_000n)
  })

  it('sends a legacy transaction when gasPrice is given', async () => {
    const gasPrice = (await provider.request({ method: 'eth_gasPrice' })) as string
    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: account0, to: recipient, value: '0x1', gasPrice }],
    })
    const transaction = (await provider.request({
      method: 'eth_getTransactionByHash',
      params: [hash],
    })) as { type: string }
    expect(transaction.type).toBe('0x0')
    expect((await receiptOf(hash)).status).toBe('0x1')
  })

  it("passes the node's error on unchanged (insufficient funds)", async () => {
    const error = await provider
      .request({
        method: 'eth_sendTransaction',
        params: [{ from: account0, to: recipient, value: `0x${(10n ** 30n).toString(16)}` }],
      })
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({
      code: expect.any(Number),
      message: expect.stringMatching(/funds|balance/i),
    })
  })
})
