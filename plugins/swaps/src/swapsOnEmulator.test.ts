import { emulatorForFile } from '@appkit/emulator/testing/emulator-for-file'
import { createAppKit } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  parseEther,
} from 'viem'
import { hardhat } from 'viem/chains'
import { expect, it } from 'vitest'
import { createSwapsClient } from './createSwapsClient.js'
import { createSwapsController } from './createSwapsController.js'
import { hardhat as hardhatNetwork } from './testing/createTestKit.js'

const emulator = emulatorForFile()

it('swaps ETH for TEST and TEST back through the real swap API and pool, with the approval step', async () => {
  const rpcUrl = emulator().urls.chains['31337']?.rpcUrl ?? ''
  const user = emulator().urls.accounts[7] as Address
  const chain = createPublicClient({ chain: hardhat, transport: http(rpcUrl) })
  const testBalance = () =>
    chain.readContract({
      address: emulator().urls.token.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [user],
    })
  const kit = createAppKit({
    projectId: emulator().urls.projectId,
    networks: [hardhatNetwork],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
    logLevel: 'silent',
    urls: { api: emulator().urls.api },
  })
  // The wallet here is the node's unlocked account: real transactions on the real chain.
  const wallet = createWalletClient({ chain: hardhat, transport: http(rpcUrl), account: user })
  const controller = createSwapsController({
    client: createSwapsClient(kit.blockchainApi),
    account: () => ({ address: user, caipNetworkId: 'eip155:31337' }),
    standIns: { 'eip155:31337': `eip155:${emulator().urls.swaps?.standInChainId}` },
    sendTransaction: async ({ to, data, value }) => {
      const hash = await wallet.sendTransaction({ to: to as Address, data: data as Hex, value })
      const receipt = await chain.waitForTransactionReceipt({ hash, pollingInterval: 50 })
      if (receipt.status !== 'success') throw new Error('Transaction reverted')
      return hash
    },
    balanceOf: () => undefined,
    refreshBalances: async () => {},
  })

  await controller.load()
  const { tokens, sourceToken, gasPrice } = controller.store.getState()
  expect(tokens.map((token) => token.symbol)).toEqual(['ETH', 'TEST'])
  expect(sourceToken?.symbol).toBe('ETH')
  expect(gasPrice).toBe(await chain.getGasPrice())
  await controller.selectToken('to', tokens[1]!)
  await controller.setSourceAmount('0.1')
  const quoted = controller.store.getState().quote?.toAmount ?? 0n
  // About 100 TEST for 0.1 ETH in a 1000 ETH / 1,000,000 TEST pool, less the 0.3 % fee.
  expect(quoted).toBeGreaterThan(parseEther('99'))
  expect(quoted).toBeLessThan(parseEther('100'))

  expect(await controller.checkAllowance()).toBe(false)
  const testBefore = await testBalance()
  await controller.swap()
  expect((await testBalance()) - testBefore).toBe(quoted)

  await controller.selectToken('source', tokens[1]!)
  expect(controller.store.getState().toToken?.symbol).toBe('ETH')
  await controller.setSourceAmount('50')
  expect(await controller.checkAllowance()).toBe(true)
  await controller.approve()
  expect(controller.store.getState().approvalNeeded).toBe(false)
  const ethBefore = await chain.getBalance({ address: user })
  await controller.swap()
  expect(await testBalance()).toBe(testBefore + quoted - parseEther('50'))
  expect(await chain.getBalance({ address: user })).toBeGreaterThan(ethBefore)
}, 60_000)
