import type { AppKit } from '@appkit/kernel'
import { createMemoryStorage, type StorageAdapter } from '@appkit/kernel/storage'
import {
  connect,
  disconnect,
  getAccount,
  getBalance,
  readContract,
  reconnect,
  signMessage,
  switchChain,
  version,
  waitForTransactionReceipt,
  writeContract,
} from '@wagmi/core'
import { createPublicClient, erc20Abi, http, parseEther, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createKitWithTestWallet } from '../../../../namespaces/eip155/src/testing/createKitWithTestWallet.js'
import {
  type LocalChains,
  startLocalChains,
  type TestWallet,
} from '../../../../namespaces/eip155/src/testing/startLocalChains.js'
import { createWagmiAdapter, type WagmiAdapter } from '../createWagmiAdapter.js'

interface Page {
  kit: AppKit
  adapter: WagmiAdapter
  wallet: TestWallet
}

/**
 * The wagmi adapter's behaviour against the emulator's Hardhat chains and the EIP-1193 test
 * wallet, with wagmi's own actions: run once per supported wagmi major (`@wagmi/core` is the
 * version the calling test file resolves).
 */
export function wagmiAdapterSuite(major: 2 | 3): void {
  let chains: LocalChains
  const cleanups: (() => void | Promise<void>)[] = []

  beforeAll(async () => {
    chains = await startLocalChains()
  }, 60_000)
  afterAll(async () => {
    await chains?.stop()
  })
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  /** A page: a kit with the eip155 plugin, the test wallet announced, and the wagmi adapter. */
  function openPage(options: { storage?: StorageAdapter; wallet?: TestWallet } = {}): Page {
    const { kit, wallet } = createKitWithTestWallet(chains, options)
    const adapter = createWagmiAdapter({ kit })
    cleanups.push(() => {
      adapter.destroy()
      kit.destroy()
    })
    return { kit, adapter, wallet }
  }

  const chainClient = (rpcUrl: string) => createPublicClient({ transport: http(rpcUrl) })
  const appkitConnector = ({ adapter }: Page) => adapter.wagmiConfig.connectors[0]!

  describe(`@appkit/wagmi on wagmi ${major}`, () => {
    it(`runs on @wagmi/core ${major}.x`, () => {
      expect(version.split('.')[0]).toBe(String(major))
    })

    it("wagmi's connect opens the modal; the wallet the visitor connects there is wagmi's account", async () => {
      const page = openPage()
      const connecting = connect(page.adapter.wagmiConfig, { connector: appkitConnector(page) })
      await expect
        .poll(() => page.kit.router.store.getState())
        .toMatchObject({ open: true, view: 'Connect' })
      await page.kit.connect(page.wallet.connector.id)
      const { accounts, chainId } = await connecting
      expect(accounts[0]?.toLowerCase()).toBe(page.wallet.addresses[0]?.toLowerCase())
      expect(chainId).toBe(31337)
      expect(getAccount(page.adapter.wagmiConfig)).toMatchObject({
        status: 'connected',
        chainId: 31337,
      })
    })

    it("a connect made in the modal alone becomes wagmi's connection, and a disconnect there clears it", async () => {
      const page = openPage()
      expect(getAccount(page.adapter.wagmiConfig).status).toBe('disconnected')
      await page.kit.connect(page.wallet.connector.id)
      expect(getAccount(page.adapter.wagmiConfig)).toMatchObject({
        status: 'connected',
        address: page.wallet.addresses[0],
      })
      await page.kit.disconnect('eip155')
      expect(getAccount(page.adapter.wagmiConfig)).toMatchObject({ status: 'disconnected' })
      expect(getAccount(page.adapter.wagmiConfig).address).toBeUndefined()
    })

    it("wagmi's disconnect disconnects the kit", async () => {
      const page = openPage()
      await page.kit.connect(page.wallet.connector.id)
      await disconnect(page.adapter.wagmiConfig)
      expect(page.kit.registry.store.getState().chains.eip155?.status).toBe('disconnected')
      expect(getAccount(page.adapter.wagmiConfig).status).toBe('disconnected')
    })

    it("getBalance reads the chain through the kit's RPC: equal to the node's own answer", async () => {
      const page = openPage()
      await page.kit.connect(page.wallet.connector.id)
      const address = page.wallet.addresses[1]!
      const balance = await getBalance(page.adapter.wagmiConfig, { address })
      const onChain = await chainClient(chains.hardhat.rpcUrls.default.http[0]!).getBalance({
        address,
      })
      expect(balance.value).toBe(onChain)
      expect(balance.value).toBeGreaterThan(0n)
    })

    it('signMessage is signed by the connected wallet (verified with viem)', async () => {
      const page = openPage()
      await page.kit.connect(page.wallet.connector.id)
      const address = getAccount(page.adapter.wagmiConfig).address!
      const signature = await signMessage(page.adapter.wagmiConfig, { message: 'gm from wagmi' })
      expect(await verifyMessage({ address, message: 'gm from wagmi', signature })).toBe(true)
      expect(await verifyMessage({ address, message: 'gm', signature })).toBe(false)
    })

    it('writeContract sends an ERC-20 transfer that is mined and moves the balances', async () => {
      const page = openPage()
      await page.kit.connect(page.wallet.connector.id)
      const config = page.adapter.wagmiConfig
      const token = chains.emulator.urls.token.address
      const [from, to] = [page.wallet.addresses[0]!, page.wallet.addresses[2]!]
      const balanceOf = (account: `0x${string}`) =>
        readContract(config, {
          address: token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [account],
        })
      const [fromBefore, toBefore] = [await balanceOf(from), await balanceOf(to)]
      const amount = 12_345n
      const hash = await writeContract(config, {
        address: token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, amount],
      })
      const receipt = await waitForTransactionReceipt(config, { hash })
      expect(receipt.status).toBe('success')
      expect(await balanceOf(from)).toBe(fromBefore - amount)
      expect(await balanceOf(to)).toBe(toBefore + amount)
    })

    it("switchChain 31337 -> 1337 switches the kit (the modal's network), and a switch in the modal reaches wagmi", async () => {
      const page = openPage()
      await page.kit.connect(page.wallet.connector.id)
      await switchChain(page.adapter.wagmiConfig, { chainId: 1337 })
      expect(page.kit.registry.store.getState().activeCaipNetwork?.caipNetworkId).toBe(
        'eip155:1337',
      )
      expect(getAccount(page.adapter.wagmiConfig).chainId).toBe(1337)
      await page.kit.switchNetwork(chains.hardhat)
      expect(getAccount(page.adapter.wagmiConfig).chainId).toBe(31337)
      await expect(switchChain(page.adapter.wagmiConfig, { chainId: 1 as never })).rejects.toThrow()
    })

    it('an account changed in the wallet is the account wagmi sees: never a stale one', async () => {
      const page = openPage()
      await page.kit.connect(page.wallet.connector.id)
      page.wallet.selectAccount(1)
      await expect
        .poll(() => getAccount(page.adapter.wagmiConfig).address)
        .toBe(page.wallet.addresses[1])
      const signature = await signMessage(page.adapter.wagmiConfig, { message: 'second' })
      expect(
        await verifyMessage({ address: page.wallet.addresses[1]!, message: 'second', signature }),
      ).toBe(true)
    })

    it('a reload reconnects wagmi with the kit, with no prompt', async () => {
      const storage = createMemoryStorage()
      const first = openPage({ storage })
      await first.kit.connect(first.wallet.connector.id)
      const prompts = first.wallet.prompts.length
      const reloaded = openPage({ storage, wallet: first.wallet })
      const connections = await reconnect(reloaded.adapter.wagmiConfig)
      expect(connections).toHaveLength(1)
      expect(getAccount(reloaded.adapter.wagmiConfig)).toMatchObject({
        status: 'connected',
        address: first.wallet.addresses[0],
      })
      expect(first.wallet.prompts.length).toBe(prompts)
    })

    it('a visitor with no stored wallet is not reconnected, and no modal opens', async () => {
      const page = openPage()
      expect(await reconnect(page.adapter.wagmiConfig)).toEqual([])
      expect(getAccount(page.adapter.wagmiConfig).status).toBe('disconnected')
      expect(page.kit.router.store.getState().open).toBe(false)
    })

    it('sends native value through the wallet: the receiver gets it', async () => {
      const page = openPage()
      await page.kit.connect(page.wallet.connector.id)
      const client = await page.adapter.wagmiConfig.connectors[0]!.getProvider()
      const to = page.wallet.addresses[2]!
      const before = await chainClient(chains.hardhat.rpcUrls.default.http[0]!).getBalance({
        address: to,
      })
      const hash = (await (client as { request(a: unknown): Promise<unknown> }).request({
        method: 'eth_sendTransaction',
        params: [
          { from: page.wallet.addresses[0], to, value: `0x${parseEther('0.01').toString(16)}` },
        ],
      })) as `0x${string}`
      await waitForTransactionReceipt(page.adapter.wagmiConfig, { hash })
      const after = await chainClient(chains.hardhat.rpcUrls.default.http[0]!).getBalance({
        address: to,
      })
      expect(after - before).toBe(parseEther('0.01'))
    })
  })
}
