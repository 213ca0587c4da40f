import { generateKeyPairSync } from 'node:crypto'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { type Hex, toHex, verifyMessage } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type ApiServer, createApiServer } from '../api/createApiServer.js'
import { TEST_MNEMONIC } from '../defaults.js'
import { encodeBase58 } from './auth/base58.js'
import { createMemoryStorage } from './testing/createMemoryStorage.js'

const PROJECT_ID = 'appkit-local-project'
const EIP155_CHAIN = 'eip155:31337'
const SOLANA_CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const account = mnemonicToAccount(TEST_MNEMONIC)
const solanaAddress = encodeBase58(
  Buffer.from(
    generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' }).x ?? '',
    'base64url',
  ),
)

let api: ApiServer
let clientCount = 0
const cores: { relayer: { transportClose(): Promise<void> }; heartbeat: { stop(): void } }[] = []

/** Options every WalletConnect client needs to run offline against the emulator's relay. */
function offlineOptions(role: string) {
  clientCount += 1
  return {
    projectId: PROJECT_ID,
    relayUrl: api.relayUrl,
    telemetryEnabled: false,
    storage: createMemoryStorage(),
    customStoragePrefix: `${role}-${clientCount}`,
    logger: 'silent',
  }
}

async function startDapp() {
  const dapp = await SignClient.init({
    ...offlineOptions('dapp'),
    metadata: {
      name: 'Demo dapp',
      description: 'AppKit demo',
      url: 'http://localhost:5173',
      icons: [],
    },
  })
  cores.push(dapp.core)
  return dapp
}

async function startWallet() {
  const core = new Core(offlineOptions('wallet'))
  const wallet = await WalletKit.init({
    core,
    metadata: {
      name: 'Test wallet',
      description: 'Emulator wallet',
      url: 'http://127.0.0.1:4100',
      icons: [],
    },
  })
  cores.push(core)
  return wallet
}

const requested = {
  optionalNamespaces: {
    eip155: {
      chains: [EIP155_CHAIN],
      methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
      events: ['accountsChanged', 'chainChanged'],
    },
    solana: { chains: [SOLANA_CHAIN], methods: ['solana_signMessage'], events: [] },
  },
}

function approvedNamespaces(proposal: WalletKitTypes.SessionProposal['params']) {
  return buildApprovedNamespaces({
    proposal,
    supportedNamespaces: {
      eip155: {
        chains: [EIP155_CHAIN],
        methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
        events: ['accountsChanged', 'chainChanged'],
        accounts: [`${EIP155_CHAIN}:${account.address}`],
      },
      solana: {
        chains: [SOLANA_CHAIN],
        methods: ['solana_signMessage'],
        events: [],
        accounts: [`${SOLANA_CHAIN}:${solanaAddress}`],
      },
    },
  })
}

/** Pairs a fresh dapp and wallet through the relay and approves the session. */
async function connectSession() {
  const [dapp, wallet] = [await startDapp(), await startWallet()]
  const { uri, approval } = await dapp.connect(requested)
  const proposal = new Promise<WalletKitTypes.SessionProposal>((resolve) =>
    wallet.once('session_proposal', resolve),
  )
  await wallet.pair({ uri: uri ?? '' })
  const { id, params } = await proposal
  await wallet.approveSession({ id, namespaces: approvedNamespaces(params) })
  const session = await approval()
  return { dapp, wallet, session, uri }
}

/** The wallet signs every personal_sign for real with the test mnemonic's first account. */
function signRequests(wallet: Awaited<ReturnType<typeof startWallet>>) {
  wallet.on('session_request', async ({ id, topic, params }) => {
    const [message] = params.request.params as [Hex, string]
    const signature = await account.signMessage({ message: { raw: message } })
    await wallet.respondSessionRequest({
      topic,
      response: { id, jsonrpc: '2.0', result: signature },
    })
  })
}

async function personalSign(
  dapp: Awaited<ReturnType<typeof startDapp>>,
  topic: string,
  message: string,
) {
  return dapp.request<Hex>({
    topic,
    chainId: EIP155_CHAIN,
    request: { method: 'personal_sign', params: [toHex(message), account.address] },
  })
}

beforeAll(async () => {
  // Two clients in one process must not share WalletConnect's process-wide core.
  vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
  api = await createApiServer({
    port: 0,
    hostname: '127.0.0.1',
    projectIds: [PROJECT_ID],
    features: [],
    allowedOrigins: [],
    wallets: [],
    assetImages: {},
    rpcUrls: new Map(),
    getState: () => undefined,
  })
})

afterEach(async () => {
  for (const core of cores.splice(0)) {
    core.heartbeat.stop()
    await core.relayer.transportClose().catch(() => undefined)
  }
})

afterAll(async () => {
  await api.close()
  vi.unstubAllEnvs()
})

describe('relay with the real WalletConnect clients (sign-client dapp, WalletKit wallet)', () => {
  it('pairs from a wc: URI and settles one session with eip155 and solana namespaces', async () => {
    const { session, uri } = await connectSession()
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(Object.keys(session.namespaces).sort()).toEqual(['eip155', 'solana'])
    expect(session.namespaces.eip155?.accounts).toEqual([`${EIP155_CHAIN}:${account.address}`])
    expect(session.namespaces.solana?.accounts).toEqual([`${SOLANA_CHAIN}:${solanaAddress}`])
  }, 20_000)

  it('routes personal_sign dapp -> wallet -> dapp; the signature verifies with viem', async () => {
    const { dapp, wallet, session } = await connectSession()
    signRequests(wallet)
    const message = 'Sign in to AppKit demo'
    const signature = await personalSign(dapp, session.topic, message)
    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true)
  }, 20_000)

  it('rejects the approval promise when the wallet rejects the proposal', async () => {
    const [dapp, wallet] = [await startDapp(), await startWallet()]
    const { uri, approval } = await dapp.connect(requested)
    const proposal = new Promise<WalletKitTypes.SessionProposal>((resolve) =>
      wallet.once('session_proposal', resolve),
    )
    await wallet.pair({ uri: uri ?? '' })
    const { id } = await proposal
    await wallet.rejectSession({ id, reason: getSdkError('USER_REJECTED') })
    await expect(approval()).rejects.toMatchObject({ code: getSdkError('USER_REJECTED').code })
  }, 20_000)

  it('carries on after a relay restart: both clients reconnect and the next request completes', async () => {
    const { dapp, wallet, session } = await connectSession()
    signRequests(wallet)
    const restart = await api.relay.restart({ downMs: 500 })
    expect(restart.closedSockets).toBe(2)
    const message = 'After the restart'
    const signature = await personalSign(dapp, session.topic, message)
    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true)
  }, 20_000)

  it('tells the dapp (session_delete) when the wallet disconnects', async () => {
    const { dapp, wallet, session } = await connectSession()
    const deleted = new Promise<{ topic: string }>((resolve) =>
      dapp.once('session_delete', resolve),
    )
    await wallet.disconnectSession({
      topic: session.topic,
      reason: getSdkError('USER_DISCONNECTED'),
    })
    expect((await deleted).topic).toBe(session.topic)
    expect(dapp.session.getAll()).toEqual([])
  }, 20_000)
})
