import { eip155 } from '@appkit/eip155'
import { type AppKit, createAppKit } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { BrowserProvider, Contract, parseEther } from 'ethers'
import { createPublicClient, http, parseAbi, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  type LocalChains,
  startLocalChains,
  type TestWallet,
} from '../../../namespaces/eip155/src/testing/startLocalChains.js'
import {
  createEthersAdapter,
  type EthersAdapter,
  type EthersConnection,
} from './createEthersAdapter.js'
import { createKitWithTestWallet } from './testing/createKitWithTestWallet.js'

const ERC20_ABI = [
  'function balanceOf(address owner) view returns (uint256)',
  'function transfer(address to, uint256 value) returns (bool)',
] as const

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
function setUp(): { kit: AppKit; wallet: TestWallet; ethers: EthersAdapter } {
  const { kit, wallet } = createKitWithTestWallet(chains)
  const ethers = createEthersAdapter({ kit })
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

/** Reads the chain directly, not through the kit or the wallet. */
function chainReader(network: LocalChains['hardhat']) {
  return createPublicClient({ transport: http(network.rpcUrls.default.http[0]) })
}

function recordConnections(ethers: EthersAdapter): (EthersConnection | undefined)[] {
  const seen: (EthersConnection | undefined)[] = []
  cleanups.push(ethers.subscribe((connection) => seen.push(connection)))
  return seen
}

describe('createEthersAdapter', () => {
  it('has no provider and refuses a signer (4100) until the kit connects an EVM wallet', async () => {
    const { kit, wallet, ethers } = setUp()
    expect(ethers.getProvider()).toBeUndefined()
    await expect(ethers.getSigner()).rejects.toMatchObject({
      code: 4100,
      message: expect.stringContaining('no EVM wallet is connected'),
    })
    const seen = recordConnections(ethers)
    await kit.connect(wallet.connector.id)
    const provider = ethers.getProvider()
    expect(provider).toBeInstanceOf(BrowserProvider)
    expect((await provider!.getNetwork()).chainId).toBe(31337n)
    expect((await ethers.getSigner()).address).toBe(wallet.addresses[0])
    expect(seen).toEqual([{ provider, address: wallet.addresses[0], chainId: 31337 }])
  })

  it('starts on the connection a kit already has', async () => {
    const { kit, wallet } = setUp()
    await kit.connect(wallet.connector.id)
    const late = createEthersAdapter({ kit })
    cleanups.push(() => late.destroy())
    expect((await late.getSigner()).address).toBe(wallet.addresses[0])
  })

  it('signs a message and typed data that viem verifies against the active account', async () => {
    const { wallet, ethers } = await connected()
    const signer = await ethers.getSigner()
    const message = 'Sign in to AppKit with ethers 6'
    const signature = (await signer.signMessage(message)) as `0x${string}`
    expect(await verifyMessage({ address: wallet.addresses[0]!, message, signature })).toBe(true)
    expect(await verifyMessage({ address: wallet.addresses[1]!, message, signature })).toBe(false)

    const domain = { name: 'AppKit', version: '1', chainId: 31337 }
    const types = { Mail: [{ name: 'contents', type: 'string' }] }
    const typed = (await signer.signTypedData(domain, types, {
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

    const signer = await ethers.getSigner()
    const receipt = await (await signer.sendTransaction({ to, value })).wait()

    expect(receipt?.status).toBe(1)
    expect(receipt?.from).toBe(from)
    expect(await chain.getBalance({ address: to })).toBe(before.to + value)
    expect(await chain.getBalance({ address: from })).toBe(before.from - value - receipt!.fee)
  })

  it('transfers the emulator test token through an ethers Contract with the signer', async () => {
    const { wallet, ethers } = await connected()
    const { token } = chains.emulator.urls
    const [from, to] = wallet.addresses as [`0x${string}`, `0x${string}`]
    expect(token.holders).toContain(from)
    const tokenContract = new Contract(token.address, ERC20_ABI, await ethers.getSigner())
    const readBalance = (owner: `0x${string}`) =>
      chainReader(chains.hardhat).readContract({
        address: token.address,
        abi: parseAbi(ERC20_ABI),
        functionName: 'balanceOf',
        args: [owner],
      })
    const before = { from: await readBalance(from), to: await readBalance(to) }
    expect(await tokenContract.getFunction('balanceOf')(from)).toBe(before.from)
    expect(before.from).toBe(BigInt(token.amountPerHolder))

    const amount = 25n * 10n ** BigInt(token.decimals)
    const tx = await tokenContract.getFunction('transfer')(to, amount)
    const receipt = await tx.wait()

    expect(receipt.status).toBe(1)
    expect(await readBalance(from)).toBe(before.from - amount)
    expect(await readBalance(to)).toBe(before.to + amount)
    expect(await tokenContract.getFunction('balanceOf')(to)).toBe(before.to + amount)
  })

  it('follows a chain switch made through the kit: a fresh provider on 1337 that sends there', async () => {
    const { kit, wallet, ethers } = await connected()
    const seen = recordConnections(ethers)
    const onHardhat = ethers.getProvider()!
    expect((await onHardhat.getNetwork()).chainId).toBe(31337n)

    await kit.switchNetwork(chains.localhost)

    const onLocalhost = ethers.getProvider()!
    expect(onLocalhost).not.toBe(onHardhat)
    expect((await onLocalhost.getNetwork()).chainId).toBe(1337n)
    expect(seen).toEqual([{ provider: onLocalhost, address: wallet.addresses[0], chainId: 1337 }])
    // The replaced provider is destroyed: it cannot answer for a chain it is no longer on.
    expect(onHardhat.destroyed).toBe(true)
    await expect(onHardhat.getBlockNumber()).rejects.toThrow('provider destroyed')

    const [from, to] = wallet.addresses as [`0x${string}`, `0x${string}`]
    const hardhat = chainReader(chains.hardhat)
    const localhost = chainReader(chains.localhost)
    const hardhatBefore = await hardhat.getBalance({ address: to })
    const localhostBefore = await localhost.getBalance({ address: to })
    const signer = await ethers.getSigner()
    const receipt = await (await signer.sendTransaction({ to, value: 1234n })).wait()
    expect(receipt?.from).toBe(from)
    expect(await localhost.getBalance({ address: to })).toBe(localhostBefore + 1234n)
    expect(await hardhat.getBalance({ address: to })).toBe(hardhatBefore)
  })

  it('follows wallet_switchEthereumChain sent through the ethers provider (the kit switches)', async () => {
    const { kit, ethers } = await connected()
    const onHardhat = ethers.getProvider()!
    // The request that changed the chain still resolves; its provider is destroyed after it.
    expect(await onHardhat.send('wallet_switchEthereumChain', [{ chainId: '0x539' }])).toBeNull()
    expect(kit.registry.store.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:1337')
    expect((await ethers.getProvider()!.getNetwork()).chainId).toBe(1337n)
    await vi.waitFor(() => expect(onHardhat.destroyed).toBe(true))
  })

  it('follows an account change in the wallet: the signer is the new account, the provider stays', async () => {
    const { wallet, ethers } = await connected()
    const seen = recordConnections(ethers)
    const provider = ethers.getProvider()

    wallet.selectAccount(1)

    expect(ethers.getProvider()).toBe(provider)
    expect(seen).toEqual([{ provider, address: wallet.addresses[1], chainId: 31337 }])
    const signer = await ethers.getSigner()
    expect(signer.address).toBe(wallet.addresses[1])
    const message = 'Now as account 1'
    const signature = (await signer.signMessage(message)) as `0x${string}`
    expect(await verifyMessage({ address: wallet.addresses[1]!, message, signature })).toBe(true)
  })

  it('drops the provider when the kit disconnects', async () => {
    const { kit, ethers } = await connected()
    const seen = recordConnections(ethers)
    const provider = ethers.getProvider()!

    await kit.disconnect()

    expect(ethers.getProvider()).toBeUndefined()
    expect(seen).toEqual([undefined])
    await expect(ethers.getSigner()).rejects.toMatchObject({ code: 4100 })
    await expect(provider.getBlockNumber()).rejects.toThrow()
  })

  it('after destroy follows the kit no more and gives no signer', async () => {
    const { kit, wallet, ethers } = setUp()
    const seen = recordConnections(ethers)
    ethers.destroy()
    ethers.destroy()
    await kit.connect(wallet.connector.id)
    expect(seen).toEqual([])
    expect(ethers.getProvider()).toBeUndefined()
    await expect(ethers.getSigner()).rejects.toMatchObject({ code: 4900 })
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
      '@appkit/ethers: a subscribe listener threw',
    )
  })

  it('keeps two kits apart: each adapter follows its own kit', async () => {
    const a = await connected()
    const b = await connected()
    await b.kit.switchNetwork(chains.localhost)
    b.wallet.selectAccount(2)

    expect((await a.ethers.getProvider()!.getNetwork()).chainId).toBe(31337n)
    expect((await a.ethers.getSigner()).address).toBe(a.wallet.addresses[0])
    expect((await b.ethers.getProvider()!.getNetwork()).chainId).toBe(1337n)
    expect((await b.ethers.getSigner()).address).toBe(b.wallet.addresses[2])
  })

  it('rejects bad input with a clear error', () => {
    expect(() => createEthersAdapter(undefined as unknown as { kit: AppKit })).toThrow(
      'options.kit must be a kit from createAppKit()',
    )
    const bare = createAppKit({
      projectId: 'ethers-interop-test',
      networks: [chains.hardhat],
      loadRemoteConfig: false,
      storage: createMemoryStorage(),
    })
    cleanups.push(() => bare.destroy())
    expect(() => createEthersAdapter({ kit: bare })).toThrow('the kit has no eip155 plugin')
    const ethers = createEthersAdapter({ kit: bare.use(eip155()) })
    cleanups.push(() => ethers.destroy())
    expect(() => ethers.subscribe('listener' as unknown as () => void)).toThrow(
      'subscribe expects a function',
    )
  })
})
