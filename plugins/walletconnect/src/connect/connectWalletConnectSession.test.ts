import {
  type AppKit,
  createPluginContext,
  getConnector,
  isConnected,
  STORAGE_KEYS,
} from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { isSolanaWallet, isStandardWallet, walletStandardConnectorId } from '@appkit/solana'
import { solanaLocal } from '@appkit/solana/networks'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { WALLET_CONNECT_SOLANA_CONNECTOR_ID } from '../policies.js'
import type { WalletConnectProvider } from '../provider/createWalletConnectProvider.js'
import { createFakeUniversalProvider } from '../testing/createFakeUniversalProvider.js'
import {
  ACCOUNT_A,
  approvedNamespaces,
  createWalletConnectTestKit,
  flush,
} from '../testing/createWalletConnectTestKit.js'
import { connectWalletConnectSession } from './connectWalletConnectSession.js'

/** The test double wallet's Solana key: a real ed25519 key, so its signatures verify. */
const solanaSecret = ed25519.utils.randomPrivateKey()
const SOLANA_ADDRESS = base58.encode(ed25519.getPublicKey(solanaSecret))
const CONNECTOR_IDS = ['walletConnect', WALLET_CONNECT_SOLANA_CONNECTOR_ID] as const

/** What a wallet approving eip155 and solana answers. */
function approvedBoth(solanaAddress = SOLANA_ADDRESS) {
  return {
    ...approvedNamespaces(),
    solana: {
      accounts: [`${solanaLocal.caipNetworkId}:${solanaAddress}`],
      methods: ['solana_signMessage'],
      events: [],
    },
  }
}

function signingFake(session?: Parameters<typeof createFakeUniversalProvider>[0]) {
  const fake = createFakeUniversalProvider(session)
  fake.answer = (args) => {
    if (args.method !== 'solana_signMessage') return args.method
    const { message } = args.params as { message: string }
    return { signature: base58.encode(ed25519.sign(base58.decode(message), solanaSecret)) }
  }
  return fake
}

/** Connects the session as the plugin does: through a plugin context over the test kit. */
function connectSession(kit: AppKit) {
  const { context } = createPluginContext(kit, 'test')
  const connector = getConnector(kit.registry.store.getState(), 'walletConnect')
  return connectWalletConnectSession({
    context,
    provider: connector?.provider as WalletConnectProvider,
    connectorIds: CONNECTOR_IDS,
  })
}

async function pairedKit(
  options: Parameters<typeof createWalletConnectTestKit>[0] = {},
  namespaces:
    | ReturnType<typeof approvedBoth>
    | ReturnType<typeof approvedNamespaces> = approvedBoth(),
) {
  const testKit = createWalletConnectTestKit({ fake: signingFake(), withSolana: true, ...options })
  const connecting = connectSession(testKit.kit)
  await flush()
  testKit.fake.approve(namespaces, 'topic-1')
  await connecting
  await flush()
  return testKit
}

describe('connectWalletConnectSession: "Multiple namespaces in one session (eip155 and solana)"', () => {
  it('proposes solana as well when the solana family arrived after createAppKit', async () => {
    const { fake } = await pairedKit()
    expect(fake.connects[0]?.params.optionalNamespaces.solana).toMatchObject({
      chains: [solanaLocal.caipNetworkId],
      methods: expect.arrayContaining(['solana_signMessage', 'solana_signAndSendTransaction']),
    })
  })

  it('the solana connector (WALLET_CONNECT) holds a Wallet Standard wallet the solana namespace accepts', async () => {
    const { kit } = await pairedKit()
    const connector = getConnector(
      kit.registry.store.getState(),
      WALLET_CONNECT_SOLANA_CONNECTOR_ID,
    )
    expect(connector).toMatchObject({ type: 'WALLET_CONNECT', chain: 'solana' })
    expect(isStandardWallet(connector?.provider)).toBe(true)
    expect(isSolanaWallet(connector?.provider as never)).toBe(true)
  })

  it('one session gives a connection in each approved namespace; the family the visitor was on stays active throughout', async () => {
    const testKit = createWalletConnectTestKit({ fake: signingFake(), withSolana: true })
    const active: (string | undefined)[] = []
    testKit.kit.registry.store.subscribe(
      (state) => state.activeNamespace,
      (namespace) => active.push(namespace),
    )
    const connecting = connectSession(testKit.kit)
    await flush()
    testKit.fake.approve(approvedBoth(), 'topic-1')
    await connecting
    const { kit } = testKit
    expect(active).not.toContain('solana')
    const state = kit.registry.store.getState()
    expect(state.chains.eip155).toMatchObject({ status: 'connected', address: ACCOUNT_A })
    expect(state.chains.solana).toMatchObject({
      status: 'connected',
      connectorId: WALLET_CONNECT_SOLANA_CONNECTOR_ID,
      address: SOLANA_ADDRESS,
    })
    expect(state.activeNamespace).toBe('eip155')
    expect(kit.storage.get(STORAGE_KEYS.connectedConnectorIds)).toEqual({
      eip155: 'walletConnect',
      solana: WALLET_CONNECT_SOLANA_CONNECTOR_ID,
    })
  })

  it('"one session spanning namespaces is one wallet": no multi-wallet not enabled alert (multiWallet off)', async () => {
    const { kit } = await pairedKit()
    expect(kit.gates.gate('multiWallet')).toBe(false)
    expect(kit.alerts.store.getState().alerts.map((alert) => alert.code)).not.toContain(
      'MULTI_WALLET_NOT_ENABLED',
    )
  })

  it('pairs inside the active family: connecting from Solana keeps Solana active', async () => {
    const testKit = createWalletConnectTestKit({ fake: signingFake(), withSolana: true })
    testKit.kit.registry.setActiveNetwork(solanaLocal.caipNetworkId)
    const connecting = connectSession(testKit.kit)
    await flush()
    expect(testKit.kit.registry.store.getState().chains.solana?.status).toBe('connecting')
    testKit.fake.approve(approvedBoth(), 'topic-1')
    expect((await connecting)?.connectorId).toBe(WALLET_CONNECT_SOLANA_CONNECTOR_ID)
    const state = testKit.kit.registry.store.getState()
    expect(state.activeNamespace).toBe('solana')
    expect(state.chains.eip155?.status).toBe('connected')
  })

  it('a wallet approving only eip155 while Solana is active still connects eip155 (Solana stays disconnected)', async () => {
    const testKit = createWalletConnectTestKit({ fake: signingFake(), withSolana: true })
    testKit.kit.registry.setActiveNetwork(solanaLocal.caipNetworkId)
    const connecting = connectSession(testKit.kit)
    await flush()
    testKit.fake.approve(approvedNamespaces(), 'topic-1')
    expect((await connecting)?.connectorId).toBe('walletConnect')
    const state = testKit.kit.registry.store.getState()
    expect(state.chains.eip155?.status).toBe('connected')
    expect(state.chains.solana?.status).toBe('disconnected')
  })

  it("a declined session is the attempt's error and connects nothing", async () => {
    const testKit = createWalletConnectTestKit({ fake: signingFake(), withSolana: true })
    const connecting = connectSession(testKit.kit)
    await flush()
    testKit.fake.reject()
    await expect(connecting).rejects.toMatchObject({ code: 4001 })
    const state = testKit.kit.registry.store.getState()
    expect(state.chains.eip155?.status).toBe('disconnected')
    expect(state.chains.solana?.status).toBe('disconnected')
  })

  it('a namespace the wallet did not approve does not join', async () => {
    const { kit } = await pairedKit({}, approvedNamespaces())
    expect(isConnected(kit.registry.store.getState(), 'eip155')).toBe(true)
    expect(isConnected(kit.registry.store.getState(), 'solana')).toBe(false)
  })

  it('a namespace the app has not enabled does not join (no solana plugin)', async () => {
    const { kit } = await pairedKit({ withSolana: false })
    expect(isConnected(kit.registry.store.getState(), 'eip155')).toBe(true)
    expect(kit.registry.store.getState().chains.solana).toBeUndefined()
  })

  it("the session does not displace another wallet's connection in a family the visitor did not connect from", async () => {
    const testKit = createWalletConnectTestKit({ fake: signingFake(), withSolana: true })
    const other = base58.encode(ed25519.getPublicKey(ed25519.utils.randomPrivateKey()))
    testKit.kit.registry.recordConnection('solana', {
      connectorId: walletStandardConnectorId({ name: 'X' }),
      accounts: [{ address: other, type: 'eoa' }],
      caipNetwork: solanaLocal,
    })
    testKit.kit.registry.setActiveNetwork('eip155:31337')
    const connecting = connectSession(testKit.kit)
    await flush()
    testKit.fake.approve(approvedBoth(), 'topic-1')
    await connecting
    expect(testKit.kit.registry.store.getState().chains.solana?.address).toBe(other)
  })

  it('solana_signMessage goes through the session on the solana chain; the ed25519 signature verifies', async () => {
    const { kit, fake } = await pairedKit()
    await kit.switchNetwork(solanaLocal)
    const message = 'Signed on Solana over WalletConnect'
    const signature = await kit.signMessage(message)
    expect(fake.requests.at(-1)).toEqual({
      args: {
        method: 'solana_signMessage',
        params: {
          message: base58.encode(new TextEncoder().encode(message)),
          pubkey: SOLANA_ADDRESS,
        },
      },
      chain: solanaLocal.caipNetworkId,
    })
    const bytes = new TextEncoder().encode(message)
    expect(ed25519.verify(base58.decode(signature), bytes, base58.decode(SOLANA_ADDRESS))).toBe(
      true,
    )
  })

  it('session_update reaches both namespaces: a new Solana account replaces the old one', async () => {
    const { kit, fake } = await pairedKit()
    const next = base58.encode(ed25519.getPublicKey(ed25519.utils.randomPrivateKey()))
    fake.session = { topic: 'topic-1', namespaces: approvedBoth(next) }
    fake.emit('session_update', {})
    expect(kit.registry.store.getState().chains.solana?.address).toBe(next)
    expect(kit.registry.store.getState().chains.eip155?.address).toBe(ACCOUNT_A)
  })

  it('session_update without solana disconnects only the solana family', async () => {
    const { kit, fake } = await pairedKit()
    fake.session = { topic: 'topic-1', namespaces: approvedNamespaces() }
    fake.emit('session_update', {})
    expect(isConnected(kit.registry.store.getState(), 'solana')).toBe(false)
    expect(isConnected(kit.registry.store.getState(), 'eip155')).toBe(true)
  })

  it('session_delete disconnects both namespaces', async () => {
    const { kit, fake } = await pairedKit()
    fake.emit('session_delete', { topic: 'topic-1' })
    expect(isConnected(kit.registry.store.getState(), 'eip155')).toBe(false)
    expect(isConnected(kit.registry.store.getState(), 'solana')).toBe(false)
  })

  it('disconnecting the solana family ends the session, so the eip155 family goes too', async () => {
    const { kit, fake } = await pairedKit()
    await kit.disconnect('solana')
    await flush()
    expect(fake.disconnected).toBe(1)
    expect(isConnected(kit.registry.store.getState(), 'eip155')).toBe(false)
  })

  it('a reload restores both namespaces from the stored session, without a prompt', async () => {
    const adapter = createMemoryStorage()
    const first = await pairedKit({ adapter })
    const session = first.fake.session
    first.kit.destroy()
    const fake = signingFake(session ? { session } : {})
    const { kit } = createWalletConnectTestKit({ adapter, fake, withSolana: true })
    await kit.reconnect()
    await flush()
    const state = kit.registry.store.getState()
    expect(state.chains.eip155?.address).toBe(ACCOUNT_A)
    expect(state.chains.solana?.address).toBe(SOLANA_ADDRESS)
    expect(fake.connects).toHaveLength(0)
  })
})
