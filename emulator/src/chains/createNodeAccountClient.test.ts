import { createTestClient, erc20Abi, getContractAddress, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestNode } from '../testing/startTestNode.js'
import { createNodeAccountClient } from './createNodeAccountClient.js'
import { listAccounts } from './listAccounts.js'
import type { HardhatNode } from './startHardhatNode.js'
import { testTokenArtifact } from './testTokenArtifact.js'

let node: HardhatNode

beforeAll(async () => {
  node = await startTestNode(3)
}, 60_000)

afterAll(async () => {
  await node?.stop()
})

describe('createNodeAccountClient', () => {
  it('deploys committed bytecode at the address the account nonce predicts, one nonce after another', async () => {
    const [deployer, holder] = await listAccounts(node.rpcUrl)
    const client = createNodeAccountClient({
      rpcUrl: node.rpcUrl,
      chainId: 31337,
      account: deployer!,
    })
    const deploy = () => client.deploy('TestToken', testTokenArtifact, ['T', 'T', [holder], 5n])

    const first = await deploy()
    const second = await deploy()

    expect(first).toBe(getContractAddress({ from: deployer!, nonce: 0n }))
    expect(second).toBe(getContractAddress({ from: deployer!, nonce: 1n }))
    const balance = await client.publicClient.readContract({
      address: second,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [holder!],
    })
    expect(balance).toBe(5n)
  })

  it('confirms a mined write, and names the step and the chain of one that reverted', async () => {
    const [, , sender] = await listAccounts(node.rpcUrl)
    const client = createNodeAccountClient({
      rpcUrl: node.rpcUrl,
      chainId: 31337,
      account: sender!,
    })
    // The sender holds none of its own token, so any transfer above 0 reverts.
    const token = await client.deploy('TestToken', testTokenArtifact, ['T', 'T', [], 0n])
    const transfer = (amount: bigint) =>
      client.wallet.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [token, amount],
        // A set gas limit skips estimation, so the node takes a transfer that will revert.
        gas: 100_000n,
      })

    const sent = await transfer(0n)
    expect((await client.confirm('The empty transfer', sent)).status).toBe('success')

    // Hardhat refuses a reverting transaction at eth_sendTransaction while it automines, so
    // queue it and mine it afterwards: the receipt then says reverted.
    const testClient = createTestClient({ mode: 'hardhat', transport: http(node.rpcUrl) })
    await testClient.setAutomine(false)
    try {
      const reverting = await transfer(1n)
      await testClient.mine({ blocks: 1 })
      await expect(client.confirm('The overdrawn transfer', reverting)).rejects.toThrow(
        `The overdrawn transfer ${reverting} reverted on chain 31337.`,
      )
    } finally {
      await testClient.setAutomine(true)
    }
  })
})
