// Integration: this plugin's provider facade (the dapp, over the real UniversalProvider) and a
// WalletKit wallet (the official wallet SDK), paired through the emulator's relay, with the
// emulator's local chain. Nothing leaves 127.0.0.1.
import { eip155 } from '@appkit/eip155'
import { hardhat, localhost, withRpcUrl } from '@appkit/eip155/networks'
import {
  DEFAULT_CHAINS,
  type RunningEmulator,
  startEmulator,
  TEST_MNEMONIC,
} from '@appkit/emulator'
import {
  type AppKit,
  createAppKit,
  getConnector,
  isConnected,
  UserRejectedRequestError,
} from '@appkit/kernel'
import { createMemoryStorage, type StorageAdapter } from '@appkit/kernel/storage'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { createPublicClient, createWalletClient, type Hex, http, verifyMessage } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { WalletConnectProvider } from './provider/createWalletConnectProvider.js'
import { createMemoryKeyValueStorage } from './testing/createMemoryKeyValueStorage.js'
import { walletConnect } from './walletConnect.js'

const account = mnemonicToAccount(TEST_MNEMONIC)
const secondAccount = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 1 })
let emulator: RunningEmulator
let chainRpcUrl: string
let localhostRpcUrl: string
let prefixCount = 0
const teardowns: (() => Promise<void> | void)[] = []

/** Every URL fetched during the tests: all must be on this machine. */
const fetched: string[] = []

beforeAll(async () => {
  const realFetch = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    fetched.push(input instanceof Request ? input.url : String(input))
    return realFetch(input, init)
  })
  // Dapp and wallet in one process must not share WalletConnect's process-wide core.
  vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
  emulator = await startEmulator({
    apiPort: 0,
    chains: DEFAULT_CHAINS.map((chain) => ({ ...chain, port: 0 })),
    stateFile: false,
    log: () => {},
  })
  const chain = Object.values(emulator.urls.chains).find((c) => c.chainId === 31337)
  if (!chain) throw new Error('the emulator has no chain 31337')
  chainRpcUrl = chain.rpcUrl
  const second = Object.values(emulator.urls.chains).find((c) => c.chainId === 1337)
  if (!second) throw new Error('the emulator has no chain 1337')
  localhostRpcUrl = second.rpcUrl
}, 60_000)

afterEach(async () => {
  for (const teardown of teardowns.splice(0).reverse()) await teardown()
})

afterAll(async () => {
  await emulator?.stop()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

function createKit(
  options: {
    adapter?: StorageAdapter
    wcStorage?: ReturnType<typeof createMemoryKeyValueStorage>
    prefix?: string
    /** Also configure the emulator's second chain (1337). */
    bothChains?: boolean
  } = {},
) {
  const kit = createAppKit({
    projectId: emulator.urls.projectId,
    networks: [
      withRpcUrl(hardhat, chainRpcUrl),
      ...(options.bothChains ? [withRpcUrl(localhost, localhostRpcUrl)] : []),
    ],
    urls: { api: emulator.urls.api, relay: emulator.urls.relay },
    loadRemoteConfig: false,
    storage: options.adapter ?? createMemoryStorage(),
    storagePrefix: options.prefix ?? `dapp${++prefixCount}`,
    metadata: { name: 'Demo', description: 'AppKit demo', url: 'http://localhost:5173', icons: [] },
  })
    .use(eip155())
    .use(
      walletConnect({
        logLevel: 'silent',
        ...(options.wcStorage ? { storage: options.wcStorage } : {}),
      }),
    )
  teardowns.push(() => kit.destroy())
  return kit
}

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** Whether the kit's signature of `message`, through the session, verifies as the test account's. */
async function signedByAccount(kit: AppKit, message: string): Promise<boolean> {
  const signature = (await kit.signMessage(message)) as Hex
  return verifyMessage({ address: account.address, message, signature })
}

/** 0.001 ETH sent by the kit through the session, and its receipt from the chain it went to. */
async function sendMilliEtherMined(kit: AppKit, rpcUrl: string) {
  const hash = (await kit.send({
    amount: '0.001',
    receiverAddress: RECEIVER,
    token: { symbol: 'ETH', decimals: 18 },
  })) as Hex
  return createPublicClient({ transport: http(rpcUrl) }).waitForTransactionReceipt({ hash })
}

function walletProvider(kit: AppKit): WalletConnectProvider {
  return getConnector(kit.registry.store.getState(), 'walletConnect')
    ?.provider as WalletConnectProvider
}

async function startWallet() {
  const core = new Core({
    projectId: emulator.urls.projectId,
    relayUrl: emulator.urls.relay,
    telemetryEnabled: false,
    customStoragePrefix: `wallet${++prefixCount}`,
    logger: 'silent',
  })
  // The wallet SDK's cloud calls have no option: Verify and the INIT event are turned off here.
  core.eventClient.init = async () => {}
  Object.assign(core.verify, { register: async () => '', resolve: async () => undefined })
  const wallet = await WalletKit.init({
    core,
    metadata: { name: 'Test wallet', description: 'Emulator', url: 'http://127.0.0.1', icons: [] },
  })
  teardowns.push(async () => {
    core.heartbeat.stop()
    await core.relayer.transportClose().catch(() => undefined)
  })
  return wallet
}

type Wallet = Awaited<ReturnType<typeof startWallet>>

const WALLET_METHODS = ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain']
const WALLET_EVENTS = ['accountsChanged', 'chainChanged']

/** The wallet's eip155 namespace: these chains, each with these accounts. */
function eip155Namespace(chainIds: number[], addresses: string[] = [account.address]) {
  return {
    chains: chainIds.map((id) => `eip155:${id}`),
    methods: WALLET_METHODS,
    events: WALLET_EVENTS,
    accounts: chainIds.flatMap((id) => addresses.map((address) => `eip155:${id}:${address}`)),
  }
}

/** Approves the proposal on chain 31337 only. */
function approve(wallet: Wallet, proposal: WalletKitTypes.SessionProposal) {
  return wallet.approveSession({
    id: proposal.id,
    namespaces: buildApprovedNamespaces({
      proposal: proposal.params,
      supportedNamespaces: { eip155: eip155Namespace([31337]) },
    }),
  })
}

/** Starts kit.connect, and hands the wallet the pairing URI once the facade has one. */
async function pairKit(kit: AppKit, wallet: Wallet) {
  const universal = await walletProvider(kit).universalProvider()
  const uri = new Promise<string>((resolve) =>
    universal.on('display_uri', (u) => resolve(u as string)),
  )
  const proposal = new Promise<WalletKitTypes.SessionProposal>((resolve) =>
    wallet.once('session_proposal', resolve),
  )
  const connection = kit.connect('walletConnect')
  connection.catch(() => undefined)
  await wallet.pair({ uri: await uri })
  return { connection, proposal: await proposal }
}

/**
 * The wallet answers personal_sign and eth_sendTransaction (on the request's chain) with the
 * mnemonic's first account; `onSwitch` answers wallet_switchEthereumChain.
 */
function answerRequests(
  wallet: Wallet,
  onSwitch?: (request: { id: number; topic: string; chainId: number }) => Promise<void>,
) {
  wallet.on('session_request', async ({ id, topic, params }) => {
    const { method, params: args } = params.request
    const rpcUrl = params.chainId === 'eip155:1337' ? localhostRpcUrl : chainRpcUrl
    const client = createWalletClient({ account, transport: http(rpcUrl) })
    let result: unknown
    if (method === 'wallet_switchEthereumChain' && onSwitch) {
      const [{ chainId }] = args as [{ chainId: Hex }]
      await onSwitch({ id, topic, chainId: Number(chainId) })
      return
    }
    if (method === 'personal_sign') {
      const [message] = args as [Hex]
      result = await account.signMessage({ message: { raw: message } })
    } else if (method === 'eth_sendTransaction') {
      const [tx] = args as [{ to: Hex; value?: Hex; data?: Hex }]
      result = await client.sendTransaction({
        chain: null,
        to: tx.to,
        value: tx.value ? BigInt(tx.value) : 0n,
        ...(tx.data ? { data: tx.data } : {}),
      })
    }
    await wallet.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
  })
}

describe('WalletConnect through the emulator relay (facade + UniversalProvider, WalletKit wallet)', () => {
  it('pairs from the URI, connects the account, signs (verified with viem) and sends a mined transaction', async () => {
    const kit = createKit()
    const wallet = await startWallet()
    answerRequests(wallet)
    const { connection, proposal } = await pairKit(kit, wallet)
    expect(proposal.params.optionalNamespaces.eip155?.chains).toEqual(['eip155:31337'])
    await approve(wallet, proposal)
    expect((await connection).accounts).toEqual([{ address: account.address, type: 'eoa' }])
    expect(kit.registry.store.getState().chains.eip155?.address).toBe(account.address)

    const message = 'Sign in to the AppKit demo'
    expect(await signedByAccount(kit, message)).toBe(true)

    const receipt = await sendMilliEtherMined(kit, chainRpcUrl)
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(RECEIVER.toLowerCase())
    // Nothing reached walletconnect.org/com or reown.com: every fetch stayed on this machine.
    expect(fetched.length).toBeGreaterThan(0)
    expect(fetched.filter((url) => new URL(url).hostname !== '127.0.0.1')).toEqual([])
  }, 60_000)

  it('carries on after a relay restart: the next request completes', async () => {
    const kit = createKit()
    const wallet = await startWallet()
    answerRequests(wallet)
    const { connection, proposal } = await pairKit(kit, wallet)
    await approve(wallet, proposal)
    await connection
    await emulator.relay.restart({ downMs: 500 })
    expect(await signedByAccount(kit, 'after a restart')).toBe(true)
  }, 60_000)

  it('a declined proposal fails the connect with 4001 and leaves the kit disconnected', async () => {
    const kit = createKit()
    const wallet = await startWallet()
    const { connection, proposal } = await pairKit(kit, wallet)
    await wallet.rejectSession({ id: proposal.id, reason: getSdkError('USER_REJECTED') })
    await expect(connection).rejects.toMatchObject({ code: 4001 })
    expect(isConnected(kit.registry.store.getState(), 'eip155')).toBe(false)
  }, 30_000)

  it('the wallet disconnecting is noticed by the kit', async () => {
    const kit = createKit()
    const wallet = await startWallet()
    const { connection, proposal } = await pairKit(kit, wallet)
    const session = await approve(wallet, proposal)
    await connection
    await wallet.disconnectSession({
      topic: session.topic,
      reason: getSdkError('USER_DISCONNECTED'),
    })
    await vi.waitFor(
      () => expect(isConnected(kit.registry.store.getState(), 'eip155')).toBe(false),
      {
        timeout: 10_000,
      },
    )
  }, 30_000)

  it("the wallet's session_update reaches the registry: the account it swaps in, then the chain it moves to", async () => {
    const kit = createKit({ bothChains: true })
    const wallet = await startWallet()
    const { connection, proposal } = await pairKit(kit, wallet)
    const session = await approve(wallet, proposal)
    await connection
    const eip155State = () => kit.registry.store.getState().chains.eip155
    expect(eip155State()?.address).toBe(account.address)
    expect(eip155State()?.caipNetwork?.id).toBe(31337)

    // The wallet replaces the first account by the second one, on the same chain.
    await (
      await wallet.updateSession({
        topic: session.topic,
        namespaces: { eip155: eip155Namespace([31337], [secondAccount.address]) },
      })
    ).acknowledged()
    await vi.waitFor(() => expect(eip155State()?.address).toBe(secondAccount.address), {
      timeout: 10_000,
    })

    // The wallet drops 31337 for 1337: the kit follows it to an approved chain.
    await (
      await wallet.updateSession({
        topic: session.topic,
        namespaces: { eip155: eip155Namespace([1337], [secondAccount.address]) },
      })
    ).acknowledged()
    await vi.waitFor(() => expect(eip155State()?.caipNetwork?.id).toBe(1337), {
      timeout: 10_000,
    })
    expect(eip155State()?.address).toBe(secondAccount.address)
    expect(eip155State()?.unsupportedChain).not.toBe(true)
  }, 60_000)

  it('wallet_switchEthereumChain to a chain the session lacks reaches the wallet; once it adds the chain, a transaction is mined there', async () => {
    const kit = createKit({ bothChains: true })
    const wallet = await startWallet()
    const asked: number[] = []
    answerRequests(wallet, async ({ id, topic, chainId }) => {
      asked.push(chainId)
      // As wallets do: add the chain to the session, answer, then say the wallet moved.
      await (
        await wallet.updateSession({
          topic,
          namespaces: { eip155: eip155Namespace([31337, chainId]) },
        })
      ).acknowledged()
      await wallet.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result: null } })
      await wallet.emitSessionEvent({
        topic,
        event: { name: 'chainChanged', data: chainId },
        chainId: `eip155:${chainId}`,
      })
    })
    const { connection, proposal } = await pairKit(kit, wallet)
    await approve(wallet, proposal)
    await connection
    const localNetwork = kit.registry.store
      .getState()
      .networks.find((network) => network.id === 1337)
    if (!localNetwork) throw new Error('the kit has no network 1337')

    await kit.switchNetwork(localNetwork)
    expect(asked).toEqual([1337])
    expect(kit.registry.store.getState().chains.eip155?.caipNetwork?.id).toBe(1337)

    const { status, transactionHash: hash } = await sendMilliEtherMined(kit, localhostRpcUrl)
    expect(status).toBe('success')
    const onHardhat = await createPublicClient({ transport: http(chainRpcUrl) })
      .getTransactionReceipt({ hash })
      .catch(() => undefined)
    expect(onHardhat).toBeUndefined()
  }, 60_000)

  it('the wallet refusing a switch to a chain the session lacks: the kit does not claim the new chain', async () => {
    const kit = createKit({ bothChains: true })
    const wallet = await startWallet()
    answerRequests(wallet, async ({ id, topic }) => {
      await wallet.respondSessionRequest({
        topic,
        response: { id, jsonrpc: '2.0', error: getSdkError('USER_REJECTED') },
      })
    })
    const { connection, proposal } = await pairKit(kit, wallet)
    await approve(wallet, proposal)
    await connection
    const localNetwork = kit.registry.store
      .getState()
      .networks.find((network) => network.id === 1337)
    if (!localNetwork) throw new Error('the kit has no network 1337')

    await expect(kit.switchNetwork(localNetwork)).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(kit.registry.store.getState().chains.eip155?.caipNetwork?.id).toBe(31337)
    expect(await walletProvider(kit).request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await signedByAccount(kit, 'still on 31337')).toBe(true)
  }, 60_000)

  it('a refreshed pairing URI retires the old pairing in the library: a wallet scanning the stale QR gets no session; the fresh URI still pairs', async () => {
    const kit = createKit()
    const universal = await walletProvider(kit).universalProvider()
    const uris: string[] = []
    universal.on('display_uri', (uri) => uris.push(uri as string))
    const connection = kit.connect('walletConnect')
    connection.catch(() => undefined)
    await vi.waitFor(() => expect(uris).toHaveLength(1), { timeout: 10_000 })
    walletProvider(kit).refreshPairing()
    await vi.waitFor(() => expect(uris).toHaveLength(2), { timeout: 10_000 })
    const [stale, fresh] = uris as [string, string]

    const late = await startWallet()
    const proposals: WalletKitTypes.SessionProposal[] = []
    late.on('session_proposal', (proposal) => proposals.push(proposal))
    await late.pair({ uri: stale }).catch(() => undefined)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    for (const proposal of proposals) await approve(late, proposal).catch(() => undefined)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(Object.keys(late.getActiveSessions())).toEqual([])
    expect(isConnected(kit.registry.store.getState(), 'eip155')).toBe(false)

    const wallet = await startWallet()
    const proposal = new Promise<WalletKitTypes.SessionProposal>((resolve) =>
      wallet.once('session_proposal', resolve),
    )
    await wallet.pair({ uri: fresh })
    await approve(wallet, await proposal)
    expect((await connection).accounts).toEqual([{ address: account.address, type: 'eoa' }])
  }, 60_000)

  it('a reload restores the session: a new kit over the same storage reconnects it', async () => {
    const adapter = createMemoryStorage()
    const wcStorage = createMemoryKeyValueStorage()
    const first = createKit({ adapter, wcStorage, prefix: 'reload' })
    const wallet = await startWallet()
    answerRequests(wallet)
    const { connection, proposal } = await pairKit(first, wallet)
    await approve(wallet, proposal)
    await connection
    first.destroy()

    const second = createKit({ adapter, wcStorage, prefix: 'reload' })
    await vi.waitFor(
      () => expect(isConnected(second.registry.store.getState(), 'eip155')).toBe(true),
      {
        timeout: 10_000,
      },
    )
    expect(second.registry.store.getState().chains.eip155?.address).toBe(account.address)
    const signature = (await second.signMessage('after reload')) as Hex
    expect(
      await verifyMessage({ address: account.address, message: 'after reload', signature }),
    ).toBe(true)
  }, 60_000)
})
