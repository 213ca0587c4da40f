// docs/plugins.md cannot drift: its code blocks are quoted from files that tsc checks, and the
// examples it walks through run here against a real kit.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  type AppKit,
  type AppKitOptions,
  type AppKitPlugin,
  type CaipNetwork,
  createAppKit,
  createPluginContext,
  type NamespaceAdapter,
  type PluginContext,
  readAccountState,
} from '@appkit/kernel'
import { isFiniteNumber } from '@appkit/kernel/guards'
import { createMemoryStorage, defineStorageKey } from '@appkit/kernel/storage'
import { accountEntries } from '@appkit/ui/account-entries'
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

/** Installs the one-account adapter and its connector 'test' the way a namespace plugin does. */
function useTestWallet(kit: AppKit): AppKit {
  return kit.use({
    name: 'tests:wallet',
    setup(ctx) {
      ctx.register.family(oneAccountAdapter())
      ctx.register.connector({ id: 'test', name: 'Test', type: 'INJECTED', chain: 'eip155' })
    },
  })
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
    useTestWallet(kit)
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
    useTestWallet(kit)
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
  /** Every kernel registration and tap of registrations.ts, made by one plugin's setup. */
  function registerEverything(ctx: PluginContext): void {
    registrations.registerFeature(ctx)
    registrations.registerAlert(ctx)
    registrations.registerView(ctx)
    registrations.registerMessages(ctx)
    registrations.registerConnectorDestination(ctx)
    registrations.registerAccountState(ctx)
    registrations.provideOpeningInputs(ctx)
    registrations.provideService(ctx)
    registrations.tapHook(ctx)
    registrations.rememberSeen(ctx)
  }

  /** The same, plus the Account entry, which lives in a UI store: the teardown removes it. */
  const quests: AppKitPlugin = {
    name: 'acme:quests',
    setup(ctx) {
      registerEverything(ctx)
      return registrations.showAccountEntry(ctx)
    },
  }

  const mobileExternal = { id: 'x', name: 'X', type: 'EXTERNAL' as const }
  const destinationOf = (kit: AppKit) =>
    kit.router.connectorDestinations.resolve(mobileExternal, { isMobile: true }).view

  /** What registerEverything leaves on the kit, read from the kit's side. */
  function registered(kit: AppKit) {
    return {
      feature: kit.gates.features()[registrations.QUESTS_FEATURE.name] !== undefined,
      explained: kit.gates.explain(registrations.QUESTS_FEATURE.name) !== undefined,
      view: kit.router.hasView('acme:Rewards'),
      destination: destinationOf(kit) === 'acme:ConnectingMobile',
      service: kit.services.get(registrations.QUESTS_SERVICE) !== undefined,
      signInRequired: kit.openingInputs.store.getState().isSignInRequired,
      storageKey: kit.storageKeys.list().includes(registrations.QUESTS_SEEN),
      entry: accountEntries(kit)
        .getState()
        .entries.some((entry) => entry.id === 'acme:quests'),
    }
  }

  const everything = {
    feature: true,
    explained: true,
    view: true,
    destination: true,
    service: true,
    signInRequired: true,
    storageKey: true,
    entry: true,
  }
  const nothing = Object.fromEntries(Object.keys(everything).map((key) => [key, false]))

  /** True while the account-state key is registered: `set` is ignored otherwise. */
  function accountStateRegistered(kit: AppKit): boolean {
    kit.accountState.set(registrations.QUEST_LEVEL, 'eip155', 7)
    return kit.accountState.get(registrations.QUEST_LEVEL, 'eip155') === 7
  }

  function alertRegistered(kit: AppKit): boolean {
    try {
      kit.alerts.show(registrations.QUESTS_DOWN.code)
      return true
    } catch {
      return false
    }
  }

  it('each registration is gone after its undo', () => {
    const kit = kitWithRemote([], { loadRemoteConfig: false })
    const { context } = createPluginContext(kit, 'docs')
    const quests = registrations.QUESTS_FEATURE.name
    const undoFeature = registrations.registerFeature(context)
    expect(kit.gates.features()).toHaveProperty(quests)
    undoFeature()
    expect(kit.gates.features()).not.toHaveProperty(quests)

    const undoAlert = registrations.registerAlert(context)
    expect(kit.alerts.store.getState().alerts).toMatchObject([{ detail: 'HTTP 503' }])
    undoAlert()
    expect(() => kit.alerts.show(registrations.QUESTS_DOWN.code)).toThrowError('Unknown alert')

    const undoView = registrations.registerView(context)
    expect(kit.router.hasView('acme:Rewards')).toBe(true)
    expect(kit.router.viewTitle('acme:Rewards')).toBe('Rewards')
    expect(kit.router.viewTitle('acme:Rewards', { tier: 'gold' })).toBe('Rewards: gold')
    undoView()
    expect(kit.router.hasView('acme:Rewards')).toBe(false)

    const undoDestination = registrations.registerConnectorDestination(context)
    expect(destinationOf(kit)).toBe('acme:ConnectingMobile')
    undoDestination()
    expect(destinationOf(kit)).toBe('ConnectingExternal')

    const undoInputs = registrations.provideOpeningInputs(context)
    expect(kit.openingInputs.store.getState().isSignInRequired).toBe(true)
    undoInputs()
    expect(kit.openingInputs.store.getState().isSignInRequired).toBe(false)

    const undoService = registrations.provideService(context)
    expect(kit.services.get(registrations.QUESTS_SERVICE)).toBeDefined()
    undoService()
    expect(kit.services.get(registrations.QUESTS_SERVICE)).toBeUndefined()

    const undoTap = registrations.tapHook(context)
    expect(kit.router.push('acme:Quests')).toBe(false)
    undoTap()
    expect(kit.router.push('acme:Quests')).toBe(true)

    const undoSeen = registrations.rememberSeen(context)
    expect(kit.storage.get(registrations.QUESTS_SEEN)).toBe(1)
    expect(kit.storageKeys.list()).toContain(registrations.QUESTS_SEEN)
    undoSeen()
    expect(kit.storageKeys.list()).not.toContain(registrations.QUESTS_SEEN)
    expect(kit.storage.get(registrations.QUESTS_SEEN), 'the stored value stays').toBe(1)

    const undoFamily = registrations.registerFamily(context, oneAccountAdapter())
    expect(kit.adapter('eip155')).toBeDefined()
    expect(kit.registry.store.getState().connectors).toMatchObject([
      { id: registrations.ACME_WALLET_ID },
    ])
    undoFamily()
    expect(kit.adapter('eip155')).toBeUndefined()
    expect(kit.registry.store.getState().connectors).toEqual([])
  })

  it('a plugin’s messages read in the visitor’s locale once registered, and English after the undo', async () => {
    const kit = kitWithRemote([], { loadRemoteConfig: false, locale: 'fr-BE' })
    const { context } = createPluginContext(kit, 'docs')
    const { questsMessages: m } = registrations
    const undo = registrations.registerMessages(context)
    await kit.i18n.load()
    expect(context.i18n.t(m.title)).toBe('Quêtes')
    expect(context.i18n.t(m.left, { count: 2 })).toBe('2 quêtes restantes')
    undo()
    expect(context.i18n.t(m.left, { count: 1 })).toBe('1 quest left')
  })

  it('per-account state is set only while registered, and the entry shows on eip155', () => {
    const kit = kitWithRemote([], { loadRemoteConfig: false })
    const { context } = createPluginContext(kit, 'docs')
    const undoState = registrations.registerAccountState(context)
    expect(kit.accountState.get(registrations.QUEST_LEVEL, 'eip155')).toBe(1)
    undoState()
    expect(accountStateRegistered(kit)).toBe(false)
    expect(kit.accountState.get(registrations.QUEST_LEVEL, 'eip155')).toBe(0)

    const stop = registrations.showAccountEntry(context)
    expect(accountEntries(kit).getState().entries).toMatchObject([{ id: 'acme:quests' }])
    stop()
    expect(accountEntries(kit).getState().entries).toEqual([])
  })

  it('a plugin torn down by kit.destroy() leaves none of its registrations', () => {
    const kit = kitWithRemote([], { loadRemoteConfig: false })
    kit.use(quests)
    expect(registered(kit)).toEqual(everything)
    expect(accountStateRegistered(kit)).toBe(true)
    expect(alertRegistered(kit)).toBe(true)
    kit.destroy()
    expect(registered(kit)).toEqual(nothing)
    expect(accountStateRegistered(kit)).toBe(false)
    expect(alertRegistered(kit)).toBe(false)
    expect(kit.router.push('acme:Quests')).toBe(true)
  })

  it('a plugin whose setup throws leaves nothing registered and can be installed again', () => {
    const kit = kitWithRemote([], { loadRemoteConfig: false })
    const broken = {
      name: 'acme:quests',
      setup(ctx: PluginContext) {
        registerEverything(ctx)
        throw new Error('quests backend unreachable')
      },
    }
    expect(() => kit.use(broken)).toThrowError('quests backend unreachable')
    expect(registered(kit)).toEqual(nothing)
    expect(accountStateRegistered(kit)).toBe(false)
    expect(alertRegistered(kit)).toBe(false)
    expect(kit.router.push('acme:Quests')).toBe(true)
    expect(kit.plugins()).not.toContain('acme:quests')

    kit.use(quests)
    expect(registered(kit)).toEqual(everything)
    expect(kit.plugins()).toContain('acme:quests')
  })

  it('a storage key registered with clearOnDisconnect is removed when the wallet disconnects', async () => {
    const kept = defineStorageKey('docs:kept', isFiniteNumber)
    const kit = useTestWallet(kitWithRemote([], { loadRemoteConfig: false }))
    kit.use({
      name: 'acme:quests',
      setup(ctx) {
        registrations.rememberSeen(ctx)
        ctx.register.storageKey(kept)
        ctx.storage.set(kept, 1)
      },
    })
    await kit.connect('test')
    expect(kit.storage.get(registrations.QUESTS_SEEN)).toBe(1)
    await kit.disconnect()
    expect(kit.storage.get(registrations.QUESTS_SEEN)).toBeUndefined()
    expect(kit.storage.get(kept), 'a key without the flag stays').toBe(1)
  })

  it('records accounts only for a connector the plugin registered', () => {
    const kit = useTestWallet(kitWithRemote([], { loadRemoteConfig: false }))
    const { context } = createPluginContext(kit, 'docs')
    const accounts = [{ address: '0xdef', type: 'eoa' as const }]
    expect(() => context.registry.recordAccounts('eip155', 'test', accounts)).toThrowError(
      'Not a connector of this plugin',
    )
    registrations.registerFamily(context, oneAccountAdapter())
    expect(() =>
      context.registry.recordAccounts('eip155', registrations.ACME_WALLET_ID, accounts),
    ).not.toThrow()
  })

  it('announces the requests a plugin makes itself through the request hooks', async () => {
    const kit = kitWithRemote([], { loadRemoteConfig: false })
    const { context } = createPluginContext(kit, 'docs')
    const started = vi.fn()
    const finished = vi.fn()
    kit.hooks.requestStarted.tap('test', started)
    kit.hooks.requestFinished.tap('test', finished)
    await registrations.fetchQuests(context, 'https://points.test/quests')
    expect(started).toHaveBeenCalledWith(
      expect.objectContaining({ source: 'acme:quests', url: 'https://points.test/quests' }),
    )
    expect(finished).toHaveBeenCalledWith(
      expect.objectContaining({ source: 'acme:quests', ok: true, status: 200 }),
    )
  })
})
