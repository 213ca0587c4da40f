// docs/plugins.md cannot drift: its code blocks are quoted from files that tsc checks, and the
// examples it walks through run here against a real kit.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  type AppKitOptions,
  type CaipNetwork,
  createAppKit,
  type NamespaceAdapter,
  readAccountState,
} from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { describe, expect, it, vi } from 'vitest'
import * as registrations from '../../docs/examples/registrations.js'
import {
  REWARDS_POINTS,
  REWARDS_SERVICE,
  REWARDS_UNAVAILABLE,
  REWARDS_VIEW,
  rewards,
} from '../../docs/examples/rewards.js'

const root = join(import.meta.dirname, '../..')

const mainnet: CaipNetwork = {
  id: 1,
  name: 'Ethereum',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

/**
 * A kit whose project configuration (GET /appkit/v1/config) says what `features` says, and whose
 * rewards plugin reads from https://points.test (42 points for anyone) unless told otherwise.
 */
function kitWithRemote(
  features: unknown[],
  overrides: Partial<AppKitOptions> = {},
  rewardsUrl = 'https://points.test',
) {
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.includes('/appkit/v1/config')) return Response.json({ features })
    if (url.startsWith('https://points.test/')) return Response.json({ points: 42 })
    return new Response('not found', { status: 404 })
  })
  return createAppKit({
    projectId: 'docs-project',
    networks: [mainnet],
    storage: createMemoryStorage(),
    loadRemoteConfig: true,
    fetch,
    pluginOptions: { rewards: { url: rewardsUrl, fetch } },
    ...overrides,
  })
}

/** The smallest adapter a connect needs: one account on mainnet. */
function oneAccountAdapter(): NamespaceAdapter {
  const result = { accounts: [{ address: '0xabc', type: 'eoa' as const }], caipNetwork: mainnet }
  return {
    namespace: 'eip155',
    connect: async () => result,
    reconnect: async () => undefined,
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async () => ({ formatted: '0', value: 0n, decimals: 18, symbol: 'ETH' }),
    signMessage: async (_connector, _address, message) => `signed:${message}`,
    send: async () => '0xhash',
    isAddress: (address) => address.startsWith('0x'),
    watch: () => () => {},
  }
}

describe('docs/plugins.md', () => {
  it('quotes every code block from the file it names, verbatim', () => {
    const page = readFileSync(join(root, 'docs/plugins.md'), 'utf8')
    const blocks = [...page.matchAll(/<!-- source: (\S+) -->\n```tsx?\n([\s\S]*?)```/g)]
    expect(blocks.length).toBeGreaterThan(5)
    for (const [, path, code] of blocks) {
      const source = readFileSync(join(root, path as string), 'utf8')
      expect(source, `a block quoted from ${path}`).toContain(code)
    }
    const unsourced = page.match(/^```tsx?$/gm)?.length ?? 0
    expect(unsourced, 'every ts block names its source').toBe(blocks.length)
  })
})

describe('the rewards plugin of docs/plugins.md', () => {
  it('sets up only once the project configuration opens its gate', async () => {
    const kit = kitWithRemote([{ id: 'acme:rewards', isEnabled: true }])
    kit.use(rewards())
    expect(kit.router.hasView(REWARDS_VIEW)).toBe(false)
    await kit.ready
    await vi.waitFor(() => expect(kit.router.hasView(REWARDS_VIEW)).toBe(true))
    expect(kit.gates.explain('acme:rewards')).toMatchObject({ source: 'remote', result: true })
    expect(kit.services.get(REWARDS_SERVICE)).toBeDefined()
  })

  it('stays off when the project configuration turns it off, whatever the app says', async () => {
    const kit = kitWithRemote([{ id: 'acme:rewards', isEnabled: false }], {
      features: { 'acme:rewards': true },
    })
    kit.use(rewards())
    await kit.ready
    await Promise.resolve()
    expect(kit.router.hasView(REWARDS_VIEW)).toBe(false)
    expect(kit.alerts.store.getState().alerts).toMatchObject([
      { code: 'LOCAL_CONFIGURATION_IGNORED', detail: 'acme:rewards' },
    ])
  })

  it('reads the points after a connect, with its options from createAppKit', async () => {
    const kit = kitWithRemote([{ id: 'acme:rewards', isEnabled: true }])
    kit.use(rewards())
    await kit.ready
    kit.registerAdapter(oneAccountAdapter())
    kit.registry.addConnector({ id: 'test', name: 'Test', type: 'INJECTED', chain: 'eip155' })
    await kit.connect('test')
    const points = () =>
      readAccountState(kit.accountState.store.getState(), REWARDS_POINTS, 'eip155')
    await vi.waitFor(() => expect(points()).toBe(42))
    await kit.disconnect()
    expect(points()).toBeUndefined()
  })

  it('shows its alert when the points cannot be read', async () => {
    const kit = kitWithRemote([{ id: 'acme:rewards', isEnabled: true }], {}, 'https://down.test')
    kit.use(rewards())
    await kit.ready
    kit.registerAdapter(oneAccountAdapter())
    kit.registry.addConnector({ id: 'test', name: 'Test', type: 'INJECTED', chain: 'eip155' })
    await kit.connect('test')
    await vi.waitFor(() =>
      expect(kit.alerts.store.getState().alerts).toMatchObject([
        { code: REWARDS_UNAVAILABLE.code },
      ]),
    )
  })

  it('destroying the kit undoes every registration', async () => {
    const kit = kitWithRemote([{ id: 'acme:rewards', isEnabled: true }])
    kit.use(rewards())
    await kit.ready
    await vi.waitFor(() => expect(kit.router.hasView(REWARDS_VIEW)).toBe(true))
    kit.destroy()
    expect(kit.router.hasView(REWARDS_VIEW)).toBe(false)
    expect(kit.services.get(REWARDS_SERVICE)).toBeUndefined()
    expect(kit.gates.features()).not.toHaveProperty('acme:rewards')
    expect(() => kit.alerts.show(REWARDS_UNAVAILABLE.code)).toThrowError('Unknown alert')
  })
})

describe('the registration examples of docs/plugins.md', () => {
  it('each registration is gone after its undo', () => {
    const kit = kitWithRemote([], { loadRemoteConfig: false })
    const quests = registrations.QUESTS_FEATURE.name
    const undoFeature = registrations.registerFeature(kit)
    expect(kit.gates.features()).toHaveProperty(quests)
    undoFeature()
    expect(kit.gates.features()).not.toHaveProperty(quests)

    const undoAlert = registrations.registerAlert(kit)
    expect(kit.alerts.store.getState().alerts).toMatchObject([{ detail: 'HTTP 503' }])
    undoAlert()
    expect(() => kit.alerts.show(registrations.QUESTS_DOWN.code)).toThrowError('Unknown alert')

    const undoView = registrations.registerView(kit)
    expect(kit.router.hasView('acme:Rewards')).toBe(true)
    undoView()
    expect(kit.router.hasView('acme:Rewards')).toBe(false)

    const connector = { id: 'x', name: 'X', type: 'EXTERNAL' as const }
    const undoDestination = registrations.registerConnectorDestination(kit)
    expect(kit.router.connectorDestinations.resolve(connector, { isMobile: true }).view).toBe(
      'acme:ConnectingMobile',
    )
    undoDestination()
    expect(kit.router.connectorDestinations.resolve(connector, { isMobile: true }).view).toBe(
      'ConnectingExternal',
    )

    const undoInputs = registrations.provideOpeningInputs(kit)
    expect(kit.openingInputs.store.getState().isSignInRequired).toBe(true)
    undoInputs()
    expect(kit.openingInputs.store.getState().isSignInRequired).toBe(false)

    const undoService = registrations.provideService(kit)
    expect(kit.services.get(registrations.QUESTS_SERVICE)).toBeDefined()
    undoService()
    expect(kit.services.get(registrations.QUESTS_SERVICE)).toBeUndefined()

    const undoTap = registrations.tapHook(kit)
    expect(kit.router.push('acme:Quests')).toBe(false)
    undoTap()
    expect(kit.router.push('acme:Quests')).toBe(true)

    const undoSeen = registrations.rememberSeen(kit)
    expect(kit.storage.get(registrations.QUESTS_SEEN)).toBe(1)
    undoSeen()
    expect(kit.storage.get(registrations.QUESTS_SEEN)).toBeUndefined()
  })

  it('per-account state is set only while registered, and the entry follows the family', async () => {
    const kit = kitWithRemote([], { loadRemoteConfig: false })
    const undoState = registrations.registerAccountState(kit)
    expect(kit.accountState.get(registrations.QUEST_LEVEL, 'eip155')).toBe(1)
    undoState()
    kit.accountState.set(registrations.QUEST_LEVEL, 'eip155', 5)
    expect(kit.accountState.get(registrations.QUEST_LEVEL, 'eip155')).toBe(0)

    const { accountEntries } = await import('@appkit/ui/account-entries')
    const stop = registrations.showAccountEntry(kit)
    expect(accountEntries(kit).getState().entries).toMatchObject([{ id: 'acme:quests' }])
    stop()
    expect(accountEntries(kit).getState().entries).toEqual([])
  })
})
