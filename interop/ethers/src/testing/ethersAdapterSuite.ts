import { eip155 } from '@appkit/eip155'
import type { FollowedConnection, KitConnectionFollower } from '@appkit/eip155/interop'
import { type AppKit, createAppKit } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import {
  createPublicClient,
  http,
  parseAbi,
  parseEther,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createKitWithTestWallet } from '../../../../namespaces/eip155/src/testing/createKitWithTestWallet.js'
import {
  type LocalChains,
  startLocalChains,
  type TestWallet,
} from '../../../../namespaces/eip155/src/testing/startLocalChains.js'

/** The ethers provider as far as the suite uses it; ethers 5 and 6 differ in the chain id type. */
interface SuiteProvider {
  getNetwork(): Promise<{ chainId: bigint | number }>
  getBlockNumber(): Promise<number>
  send(method: string, params: unknown[]): Promise<unknown>
}

interface SuiteSigner {
  getAddress(): Promise<string>
  signMessage(message: string): Promise<string>
}

type TypedDataTypes = Record<string, { name: string; type: string }[]>

/** What a mined transaction left on chain, read through ethers. */
export interface MinedTransaction {
  status: number | null | undefined
  from: string
  /** Gas used times its effective price, in wei. */
  fee: bigint
}

/** An ERC-20 token as an ethers Contract with the adapter's signer. */
export interface TokenContract {
  balanceOf(owner: string): Promise<bigint>
  /** Transfers and waits for the receipt; its status. */
  transfer(to: string, amount: bigint): Promise<number | null | undefined>
}

/** One ethers major's adapter, and how that major spells what the suite checks. */
export interface EthersAdapterSuiteSpec<
  Provider extends SuiteProvider,
  Signer extends SuiteSigner,
> {
  /** The adapter's factory, which names the suite: 'createEthersAdapter'. */
  factoryName: string
  /** The prefix of the adapter's logs: '@appkit/ethers'. */
  packageName: string
  ethersMajor: 5 | 6
  createAdapter(options: { kit: AppKit }): KitConnectionFollower<Provider, Signer>
  /** Asserts the provider is the major's provider class, configured as the adapter promises. */
  expectProviderClass(provider: Provider): void
  /** `chainId` as the major's getNetwork() reports it (bigint in ethers 6, number in ethers 5). */
  networkChainId(chainId: number): bigint | number
  signTypedData(
    signer: Signer,
    domain: Record<string, unknown>,
    types: TypedDataTypes,
    value: Record<string, unknown>,
  ): Promise<string>
  /** Sends `value` wei to `to` and waits for it to be mined. */
  sendTransaction(signer: Signer, to: string, value: bigint): Promise<MinedTransaction>
  tokenContract(address: string, abi: readonly string[], signer: Signer): TokenContract
  /** Asserts what a provider the adapter handed out before a chain switch does now. */
  expectProviderAfterChainSwitch(provider: Provider): Promise<void>
  /** Asserts that a provider the adapter handed out fails once the adapter is destroyed. */
  expectProviderAfterDestroy(provider: Provider): Promise<void>
}

const ERC20_ABI = [
  'function balanceOf(address owner) view returns (uint256)',
  'function transfer(address to, uint256 value) returns (bool)',
] as const

/** Reads the chain directly, not through the kit or the wallet. */
function chainReader(network: LocalChains['hardhat']) {
  return createPublicClient({ transport: http(network.rpcUrls.default.http[0]) })
}

/**
 * The behaviour @appkit/ethers and @appkit/ethers5 share, against the local chains and the test
 * wallet: call it from a test file with the major's adapter and its spelling of each check.
 */
export function ethersAdapterSuite<Provider extends SuiteProvider, Signer extends SuiteSigner>(
  spec: EthersAdapterSuiteSpec<Provider, Signer>,
): void {
  type Adapter = KitConnectionFollower<Provider, Signer>
  type Connection = FollowedConnection<Provider> | undefined
  const chainIdOf = async (provider: Provider) => (await provider.getNetwork()).chainId

  let chains: LocalChains
  beforeAll(async () => {
    chains = await startLocalChains()
  }, 60_000)
  afterAll(async () => {
    await chains?.stop()
  })

  const cleanups: (() => void)[] = []
  afterEach(() => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup()
  })

  /** A kit with the test wallet registered (not connected) and an adapter over it. */
  function setUp(): { kit: AppKit; wallet: TestWallet; ethers: Adapter } {
    const { kit, wallet } = createKitWithTestWallet(chains)
    const ethers = spec.createAdapter({ kit })
    cleanups.push(
      () => kit.destroy(),
      () => ethers.destroy(),
    )
    return { kit, wallet, ethers }
  }

  async function connected() {
    const setup = setUp()
    await setup.kit.connect(setup.wallet.connector.id)
    return setup
  }

  function recordConnections(ethers: Adapter): Connection[] {
    const seen: Connection[] = []
    cleanups.push(ethers.subscribe((connection) => seen.push(connection)))
    return seen
  }

  describe(spec.factoryName, () => {
    it('has no provider and refuses a signer (4100) until the kit connects an EVM wallet', async () => {
      const { kit, wallet, ethers } = setUp()
      expect(ethers.getProvider()).toBeUndefined()
      await expect(ethers.getSigner()).rejects.toMatchObject({
        code: 4100,
        message: expect.stringContaining('no EVM wallet is connected'),
      })
      const seen = recordConnections(ethers)
      await kit.connect(wallet.connector.id)
      const provider = ethers.getProvider()!
      spec.expectProviderClass(provider)
      expect(await chainIdOf(provider)).toBe(spec.networkChainId(31337))
      expect(await (await ethers.getSigner()).getAddress()).toBe(wallet.addresses[0])
      expect(seen).toEqual([{ provider, address: wallet.addresses[0], chainId: 31337 }])
    })

    it('starts on the connection a kit already has', async () => {
      const { kit, wallet } = setUp()
      await kit.connect(wallet.connector.id)
      const late = spec.createAdapter({ kit })
      cleanups.push(() => late.destroy())
      expect(await (await late.getSigner()).getAddress()).toBe(wallet.addresses[0])
    })

    it('signs a message and typed data that viem verifies against the active account', async () => {
      const { wallet, ethers } = await connected()
      const signer = await ethers.getSigner()
      const message = `Sign in to AppKit with ethers ${spec.ethersMajor}`
      const signature = (await signer.signMessage(message)) as `0x${string}`
      expect(await verifyMessage({ address: wallet.addresses[0]!, message, signature })).toBe(true)
      expect(await verifyMessage({ address: wallet.addresses[1]!, message, signature })).toBe(false)

      const domain = { name: 'AppKit', version: '1', chainId: 31337 }
      const types = { Mail: [{ name: 'contents', type: 'string' }] }
      const typed = (await spec.signTypedData(signer, domain, types, {
        contents: 'Hello',
      })) as `0x${string}`
      expect(
        await verifyTypedData({
          address: wallet.addresses[0]!,
          domain,
          types,
          primaryType: 'Mail',
          message: { contents: 'Hello' },
          signature: typed,
        }),
      ).toBe(true)
    })

    it('sends 0.01 ETH to another account: both balances change on chain by the amount (and the fee)', async () => {
      const { wallet, ethers } = await connected()
      const [from, , to] = wallet.addresses as [`0x${string}`, `0x${string}`, `0x${string}`]
      const chain = chainReader(chains.hardhat)
      const before = {
        from: await chain.getBalance({ address: from }),
        to: await chain.getBalance({ address: to }),
      }
      const value = parseEther('0.01')

      const receipt = await spec.sendTransaction(await ethers.getSigner(), to, value)

      expect(receipt.status).toBe(1)
      expect(receipt.from).toBe(from)
      expect(await chain.getBalance({ address: to })).toBe(before.to + value)
      expect(await chain.getBalance({ address: from })).toBe(before.from - value - receipt.fee)
    })

    it('transfers the emulator test token through an ethers Contract with the signer', async () => {
      const { wallet, ethers } = await connected()
      const { token } = chains.emulator.urls
      const [from, to] = wallet.addresses as [`0x${string}`, `0x${string}`]
      expect(token.holders).toContain(from)
      const tokenContract = spec.tokenContract(token.address, ERC20_ABI, await ethers.getSigner())
      const readBalance = (owner: `0x${string}`) =>
        chainReader(chains.hardhat).readContract({
          address: token.address,
          abi: parseAbi(ERC20_ABI),
          functionName: 'balanceOf',
          args: [owner],
        })
      const before = { from: await readBalance(from), to: await readBalance(to) }
      expect(await tokenContract.balanceOf(from)).toBe(before.from)
      expect(before.from).toBe(BigInt(token.amountPerHolder))

      const amount = 25n * 10n ** BigInt(token.decimals)
      expect(await tokenContract.transfer(to, amount)).toBe(1)

      expect(await readBalance(from)).toBe(before.from - amount)
      expect(await readBalance(to)).toBe(before.to + amount)
      expect(await tokenContract.balanceOf(to)).toBe(before.to + amount)
    })

    it('follows a chain switch made through the kit: a fresh provider on 1337 that sends there', async () => {
      const { kit, wallet, ethers } = await connected()
      const seen = recordConnections(ethers)
      const onHardhat = ethers.getProvider()!
      expect(await chainIdOf(onHardhat)).toBe(spec.networkChainId(31337))

      await kit.switchNetwork(chains.localhost)

      const onLocalhost = ethers.getProvider()!
      expect(onLocalhost).not.toBe(onHardhat)
      expect(await chainIdOf(onLocalhost)).toBe(spec.networkChainId(1337))
      expect(seen).toEqual([{ provider: onLocalhost, address: wallet.addresses[0], chainId: 1337 }])
      await spec.expectProviderAfterChainSwitch(onHardhat)

      const [from, to] = wallet.addresses as [`0x${string}`, `0x${string}`]
      const hardhat = chainReader(chains.hardhat)
      const localhost = chainReader(chains.localhost)
      const hardhatBefore = await hardhat.getBalance({ address: to })
      const localhostBefore = await localhost.getBalance({ address: to })
      const receipt = await spec.sendTransaction(await ethers.getSigner(), to, 1234n)
      expect(receipt.from).toBe(from)
      expect(await localhost.getBalance({ address: to })).toBe(localhostBefore + 1234n)
      expect(await hardhat.getBalance({ address: to })).toBe(hardhatBefore)
    })

    it('follows wallet_switchEthereumChain sent through the ethers provider (the kit switches)', async () => {
      const { kit, ethers } = await connected()
      const onHardhat = ethers.getProvider()!
      // The request that changed the chain still resolves, whatever then becomes of its provider.
      expect(await onHardhat.send('wallet_switchEthereumChain', [{ chainId: '0x539' }])).toBeNull()
      expect(kit.registry.store.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:1337')
      expect(await chainIdOf(ethers.getProvider()!)).toBe(spec.networkChainId(1337))
      await vi.waitFor(() => spec.expectProviderAfterChainSwitch(onHardhat))
    })

    it('follows an account change in the wallet: the signer is the new account, the provider stays', async () => {
      const { wallet, ethers } = await connected()
      const seen = recordConnections(ethers)
      const provider = ethers.getProvider()

      wallet.selectAccount(1)

      expect(ethers.getProvider()).toBe(provider)
      expect(seen).toEqual([{ provider, address: wallet.addresses[1], chainId: 31337 }])
      const signer = await ethers.getSigner()
      expect(await signer.getAddress()).toBe(wallet.addresses[1])
      const message = 'Now as account 1'
      const signature = (await signer.signMessage(message)) as `0x${string}`
      expect(await verifyMessage({ address: wallet.addresses[1]!, message, signature })).toBe(true)
    })

    it('drops the provider when the kit disconnects; the dropped one fails', async () => {
      const { kit, ethers } = await connected()
      const seen = recordConnections(ethers)
      const provider = ethers.getProvider()!

      await kit.disconnect()

      expect(ethers.getProvider()).toBeUndefined()
      expect(seen).toEqual([undefined])
      await expect(ethers.getSigner()).rejects.toMatchObject({ code: 4100 })
      await expect(provider.getBlockNumber()).rejects.toThrow()
    })

    it('after destroy follows the kit no more and gives no signer (4900)', async () => {
      const { kit, wallet, ethers } = setUp()
      const seen = recordConnections(ethers)
      ethers.destroy()
      ethers.destroy()
      await kit.connect(wallet.connector.id)
      expect(seen).toEqual([])
      expect(ethers.getProvider()).toBeUndefined()
      await expect(ethers.getSigner()).rejects.toMatchObject({ code: 4900 })
    })

    it('after destroy ignores a chain switch, its provider fails, and the kit stays connected', async () => {
      const { kit, wallet, ethers } = await connected()
      const provider = ethers.getProvider()!
      const seen = recordConnections(ethers)
      ethers.destroy()
      await kit.switchNetwork(chains.localhost)
      expect(seen).toEqual([])
      expect(ethers.getProvider()).toBeUndefined()
      await expect(ethers.getSigner()).rejects.toMatchObject({ code: 4900 })
      await spec.expectProviderAfterDestroy(provider)
      expect(kit.registry.store.getState().chains.eip155?.address).toBe(wallet.addresses[0])
    })

    it('a listener that throws does not stop the others; the kit logs it', async () => {
      const { kit, wallet, ethers } = setUp()
      // The kit's logger also prints errors; keep the test output clean.
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
      cleanups.push(() => consoleError.mockRestore())
      cleanups.push(
        ethers.subscribe(() => {
          throw new Error('listener bug')
        }),
      )
      const seen = recordConnections(ethers)
      await kit.connect(wallet.connector.id)
      expect(seen).toHaveLength(1)
      expect(kit.logger.store.getState().entries.map((entry) => entry.message)).toContain(
        `${spec.packageName}: a subscribe listener threw`,
      )
    })

    it('keeps two kits apart: each adapter follows its own kit', async () => {
      const a = await connected()
      const b = await connected()
      await b.kit.switchNetwork(chains.localhost)
      b.wallet.selectAccount(2)

      expect(await chainIdOf(a.ethers.getProvider()!)).toBe(spec.networkChainId(31337))
      expect(await (await a.ethers.getSigner()).getAddress()).toBe(a.wallet.addresses[0])
      expect(await chainIdOf(b.ethers.getProvider()!)).toBe(spec.networkChainId(1337))
      expect(await (await b.ethers.getSigner()).getAddress()).toBe(b.wallet.addresses[2])
    })

    it('rejects bad input with a clear error, naming the factory', () => {
      expect(() => spec.createAdapter(undefined as unknown as { kit: AppKit })).toThrow(
        `${spec.factoryName}: options.kit must be a kit from createAppKit()`,
      )
      const bare = createAppKit({
        projectId: 'ethers-interop-test',
        networks: [chains.hardhat],
        loadRemoteConfig: false,
        storage: createMemoryStorage(),
      })
      cleanups.push(() => bare.destroy())
      expect(() => spec.createAdapter({ kit: bare })).toThrow(
        `${spec.factoryName}: the kit has no eip155 plugin`,
      )
      const ethers = spec.createAdapter({ kit: bare.use(eip155()) })
      cleanups.push(() => ethers.destroy())
      expect(() => ethers.subscribe('listener' as unknown as () => void)).toThrow(
        `${spec.packageName}: subscribe expects a function`,
      )
    })
  })
}
