// The narrow context a plugin's setup receives (issue 19 item 3): what it can reach, what it
// cannot, and the registrations the kernel undoes for it.
import { describe, expect, it, vi } from 'vitest'
import { defineAccountStateKey } from '../accountState/defineAccountStateKey.js'
import { createMemoryAdapter } from '../actions/testing/createMemoryAdapter.js'
import { defineAlert } from '../alerts/ALERTS.js'
import { defineFeature } from '../gates/defineFeature.js'
import { isString } from '../guards/guards.js'
import { defineMessages } from '../i18n/defineMessages.js'
import { EVM_ADDRESS, mainnet } from '../registry/testFixtures.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { defineStorageKey } from '../storage/defineStorageKey.js'
import type { AppKitPlugin } from './AppKitPlugin.js'
import { createAppKit } from './createAppKit.js'
import { createPluginContext } from './createPluginContext.js'
import { defineServiceKey } from './createServiceRegistry.js'
import type { PluginContext } from './PluginContext.js'

const SESSION = defineStorageKey('acme:session', isString, { clearOnDisconnect: true })
const THEME = defineStorageKey('acme:theme', isString)
const LEVEL = defineAccountStateKey<number>('acme:level', 0)
const SERVICE = defineServiceKey<{ ping(): string }>('acme:service')
const FEATURE = defineFeature({ name: 'acme:feature', default: true })
const ALERT = defineAlert({
  code: 'ACME_DOWN',
  variant: 'error',
  shortMessage: 'Acme down',
  longMessage: 'Acme did not answer',
})

function createKit() {
  return createAppKit({
    projectId: 'p',
    networks: [mainnet],
    storage: createMemoryStorage(),
    loadRemoteConfig: false,
  })
}

/** Registers one of everything, as a plugin's setup would. */
function registerEverything(ctx: PluginContext) {
  ctx.register.family(
    createMemoryAdapter('eip155', { address: EVM_ADDRESS, network: mainnet }).adapter,
  )
  ctx.register.connector({ id: 'acme-wallet', type: 'INJECTED', name: 'Acme', chain: 'eip155' })
  ctx.register.connectorDestination('EXTERNAL', () => ({ view: 'AllWallets' }))
  ctx.register.view('acme:View', async () => ({ default: () => null }))
  ctx.register.service(SERVICE, { ping: () => 'pong' })
  ctx.register.accountState(LEVEL)
  ctx.register.features(FEATURE)
  ctx.register.alerts(ALERT)
  ctx.register.storageKey(SESSION)
  ctx.register.storageKey(THEME)
  ctx.register.openingInputs({
    getState: () => ({ isSignInRequired: true }),
    subscribe: () => () => {},
  })
  ctx.hooks.connected.tap('acme', () => {})
  ctx.router.store.subscribe(() => {
    listened.router += 1
  })
}

/** How often the plugin's store subscriptions heard a change. */
const listened = { router: 0 }

function registered(kit: ReturnType<typeof createKit>) {
  return {
    family: kit.adapter('eip155') !== undefined,
    connector: kit.registry.store.getState().connectors.some((c) => c.id === 'acme-wallet'),
    destination:
      kit.router.connectorDestinations.resolve(
        { id: 'x', name: 'X', type: 'EXTERNAL' },
        { isMobile: false },
      ).view === 'AllWallets',
    view: kit.router.hasView('acme:View'),
    service: kit.services.get(SERVICE) !== undefined,
    feature: 'acme:feature' in kit.gates.features(),
    storageKeys: kit.storageKeys.list().some((key) => key.name === SESSION.name),
    openingInputs: kit.openingInputs.store.getState().isSignInRequired,
    tap: kit.hooks.connected.isUsed(),
  }
}

const NOTHING = {
  family: false,
  connector: false,
  destination: false,
  view: false,
  service: false,
  feature: false,
  storageKeys: false,
  openingInputs: false,
  tap: false,
}

describe('createPluginContext', () => {
  it("registers a plugin's translations and drops them at teardown", async () => {
    const kit = createAppKit({
      projectId: 'p',
      networks: [mainnet],
      storage: createMemoryStorage(),
      loadRemoteConfig: false,
      locale: 'fr',
    })
    const title = defineMessages('acme', { title: 'Rewards' }).title
    const { context, dispose } = createPluginContext(kit, 'acme')
    context.register.messages({
      name: 'acme',
      load: async (locale) => (locale === 'fr' ? { 'acme.title': 'Récompenses' } : undefined),
    })
    await kit.i18n.load()
    expect(context.i18n.t(title)).toBe('Récompenses')
    dispose()
    expect(kit.i18n.t(title)).toBe('Rewards')
  })

  it('gives hooks to tap, never to call: only the kernel fires hooks', () => {
    const { context } = createPluginContext(createKit(), 'acme')
    expect(typeof context.hooks.connected.tap).toBe('function')
    expect('call' in context.hooks.connected).toBe(false)
    expect('promise' in context.hooks.beforeConnect).toBe(false)
    expect('callAsync' in context.hooks.resolveRpc).toBe(false)
  })

  it('gives state to read, not the registry transitions or the stores writers', () => {
    const { context } = createPluginContext(createKit(), 'acme')
    expect(Object.keys(context.registry).sort()).toEqual([
      'recordAccounts',
      'setActiveNetwork',
      'setPreferredAccountType',
      'store',
      'updateAccount',
    ])
    expect('setState' in context.registry.store).toBe(false)
    expect('setState' in context.router.store).toBe(false)
    expect('setState' in context.alerts.store).toBe(false)
    expect('setState' in context.accountState.store).toBe(false)
    expect('registerView' in context.router).toBe(false)
    expect('provide' in context.services).toBe(false)
    expect('setState' in context.logger.store).toBe(false)
    expect('setLevel' in context.logger).toBe(false)
    expect('taps' in context.hooks.connected).toBe(false)
    expect(Object.isFrozen(context)).toBe(true)
  })

  it('the request observer announces a plugin request through the kernel hooks, naming its source', () => {
    const kit = createKit()
    const seen: string[] = []
    kit.hooks.requestStarted.tap('test', (request) => seen.push(`started ${request.source}`))
    kit.hooks.requestFinished.tap('test', (request) => seen.push(`finished ${request.source}`))
    const { context } = createPluginContext(kit, 'acme')
    const observer = context.requestObserver('acme-rpc')
    const info = { id: 1, kind: 'json-rpc' as const, method: 'POST', url: 'http://127.0.0.1:1' }
    observer.started(info)
    observer.finished({ ...info, attempts: 1, durationMs: 1, status: 200, ok: true })
    expect(seen).toEqual(['started acme-rpc', 'finished acme-rpc'])
  })

  it('records accounts only for a connector the plugin registered', async () => {
    const kit = createKit()
    const { context } = createPluginContext(kit, 'acme')
    registerEverything(context)
    kit.registry.addConnector({ id: 'other', type: 'INJECTED', name: 'Other', chain: 'eip155' })
    await kit.connect('acme-wallet')
    const accounts = [{ address: EVM_ADDRESS, type: 'eoa' as const }]
    expect(() => context.registry.recordAccounts('eip155', 'other', accounts)).toThrowError(
      'Not a connector of this plugin',
    )
    expect(() => context.registry.recordAccounts('eip155', 'acme-wallet', accounts)).not.toThrow()
  })

  it("replacing another plugin's connector does not make it this plugin's own", async () => {
    const kit = createKit()
    const owner = createPluginContext(kit, 'owner').context
    registerEverything(owner)
    const intruder = createPluginContext(kit, 'intruder').context
    intruder.register.connector({
      id: 'acme-wallet',
      type: 'INJECTED',
      name: 'Evil',
      chain: 'eip155',
    })
    await kit.connect('acme-wallet')
    const accounts = [{ address: EVM_ADDRESS, type: 'eoa' as const }]
    expect(() => intruder.registry.recordAccounts('eip155', 'acme-wallet', accounts)).toThrowError(
      'Not a connector of this plugin',
    )
  })

  it('a connector the plugin registered twice (its discovery replaced it) stays its own until both undos ran', async () => {
    const kit = createKit()
    const { context } = createPluginContext(kit, 'acme')
    registerEverything(context)
    const replaced = { id: 'acme-wallet', type: 'INJECTED', name: 'Acme 2', chain: 'eip155' }
    const undoFirst = context.register.connector({ ...replaced, name: 'Acme 1' })
    context.register.connector(replaced)
    undoFirst()
    await kit.connect('acme-wallet')
    const accounts = [{ address: EVM_ADDRESS, type: 'eoa' as const }]
    expect(() => context.registry.recordAccounts('eip155', 'acme-wallet', accounts)).not.toThrow()
  })

  it('dispose undoes every registration and tap made through the context, once', () => {
    const kit = createKit()
    const { context, dispose } = createPluginContext(kit, 'acme')
    registerEverything(context)
    expect(Object.values(registered(kit)).every(Boolean)).toBe(true)
    dispose()
    expect(registered(kit)).toEqual(NOTHING)
    expect(() => kit.alerts.show('ACME_DOWN')).toThrowError('Unknown alert: ACME_DOWN')
    // Its store subscriptions are gone too.
    const heard = listened.router
    kit.router.push('Networks')
    expect(listened.router).toBe(heard)
    dispose()
    // Registered after disposal (a late async step of a torn-down plugin): undone at once.
    context.register.view('acme:Late', async () => ({}))
    expect(kit.router.hasView('acme:Late')).toBe(false)
  })

  it('an undo the plugin calls itself is not run again at dispose', () => {
    const kit = createKit()
    const { context, dispose } = createPluginContext(kit, 'acme')
    const undo = context.register.view('acme:View', async () => ({}))
    undo()
    // Another plugin registers the name afterwards: the first plugin's dispose leaves it.
    createPluginContext(kit, 'other').context.register.view('acme:View', async () => ({}))
    dispose()
    expect(kit.router.hasView('acme:View')).toBe(true)
  })
})

describe('plugin setup with a context', () => {
  it('setup receives the context, not the kit', () => {
    const kit = createKit()
    let given: unknown
    kit.use({
      name: 'acme',
      setup(ctx) {
        given = ctx
      },
    })
    expect(given).not.toBe(kit)
    expect((given as PluginContext).name).toBe('acme')
    expect('use' in (given as object)).toBe(false)
    expect('destroy' in (given as object)).toBe(false)
  })

  it('teardown undoes what the plugin registered, as well as running its own teardown', () => {
    const kit = createKit()
    const teardown = vi.fn()
    kit.use({
      name: 'acme',
      setup(ctx) {
        registerEverything(ctx)
        return teardown
      },
    })
    kit.destroy()
    expect(teardown).toHaveBeenCalledOnce()
    expect(registered(kit)).toEqual(NOTHING)
  })

  it('a teardown that throws is reported, and still leaves nothing registered, nor stops the other plugins teardowns', () => {
    const kit = createKit()
    const otherTeardown = vi.fn()
    kit.use({ name: 'other', setup: () => otherTeardown })
    kit.use({
      name: 'acme',
      setup(ctx) {
        registerEverything(ctx)
        return () => {
          throw new Error('teardown failed')
        }
      },
    })
    kit.destroy()
    expect(registered(kit)).toEqual(NOTHING)
    expect(otherTeardown).toHaveBeenCalledOnce()
    const logged = kit.logger.store.getState().entries.map((entry) => entry.message)
    expect(logged).toContain('teardown failed')
  })

  it('a remote-gated plugin destroyed before the configuration loads leaves no feature or alert behind', () => {
    const kit = createAppKit({
      projectId: 'p',
      networks: [mainnet],
      storage: createMemoryStorage(),
      loadRemoteConfig: true,
      fetch: vi.fn(async () => Response.json({ features: [] })),
    })
    const remote = defineFeature({ name: 'acme:later', default: false, remote: () => true })
    kit.use({ name: 'acme', gate: remote.name, features: [remote], alerts: [ALERT], setup() {} })
    expect('acme:later' in kit.gates.features()).toBe(true)
    kit.destroy()
    expect('acme:later' in kit.gates.features()).toBe(false)
    expect(() => kit.alerts.show('ACME_DOWN')).toThrowError('Unknown alert: ACME_DOWN')
  })

  it('a setup that throws leaves nothing registered, its own features and alerts included, and the plugin can be installed again', () => {
    const kit = createKit()
    const failing: AppKitPlugin = {
      name: 'acme',
      features: [FEATURE],
      alerts: [ALERT],
      setup(ctx) {
        registerEverything(ctx)
        throw new Error('acme failed')
      },
    }
    expect(() => kit.use(failing)).toThrowError('acme failed')
    expect(registered(kit)).toEqual(NOTHING)
    expect(() => kit.alerts.show('ACME_DOWN')).toThrowError('Unknown alert: ACME_DOWN')
    kit.use({ ...failing, setup: registerEverything })
    expect(Object.values(registered(kit)).every(Boolean)).toBe(true)
  })

  it('a remote-gated plugin whose setup throws is reported, not an unhandled rejection', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ features: [{ id: 'acme:remote', isEnabled: true }] }),
    )
    const kit = createAppKit({
      projectId: 'p',
      networks: [mainnet],
      storage: createMemoryStorage(),
      loadRemoteConfig: true,
      fetch,
    })
    const reports: string[] = []
    kit.hooks.errorReported.tap('test', ({ error }) => reports.push(error.message))
    const remote = defineFeature({
      name: 'acme:remote',
      default: false,
      remote: (entry) => entry.isEnabled,
    })
    kit.use({
      name: 'acme',
      gate: remote.name,
      features: [remote],
      setup(ctx) {
        ctx.register.view('acme:View', async () => ({}))
        throw new Error('acme failed late')
      },
    })
    await kit.ready
    await vi.waitFor(() => expect(reports.join()).toContain('acme failed late'))
    expect(kit.router.hasView('acme:View')).toBe(false)
  })

  it('spec §4 disconnect clears the storage keys plugins registered with clearOnDisconnect, and keeps the others', async () => {
    const storage = createMemoryStorage()
    const kit = createAppKit({
      projectId: 'p',
      networks: [mainnet],
      storage,
      loadRemoteConfig: false,
    })
    kit.use({ name: 'acme', namespace: 'eip155', setup: registerEverything })
    await kit.connect('acme-wallet')
    kit.storage.set(SESSION, 'signed-in')
    kit.storage.set(THEME, 'dark')
    await kit.disconnect()
    expect(kit.storage.get(SESSION)).toBeUndefined()
    expect(kit.storage.get(THEME)).toBe('dark')
  })
})
