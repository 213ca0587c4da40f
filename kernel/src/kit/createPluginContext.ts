import { AppKitError } from '../errors/AppKitError.js'
import type { KernelHooks } from '../hooks/hooks.js'
import type { AppKit } from './createAppKit.js'
import { delegate } from './delegate.js'
import { hookRequestObserver } from './hookRequestObserver.js'
import type { PluginContext, PluginHooks, ReadonlyStore, Undo } from './PluginContext.js'

/**
 * A store with its writers left out: what a plugin gets to read and watch. Its subscriptions
 * are tracked like registrations, so a torn-down plugin stops listening.
 */
function readonly<S>(store: ReadonlyStore<S>, track: (undo: Undo) => Undo): ReadonlyStore<S> {
  const subscribe = store.subscribe.bind(store) as (...args: unknown[]) => Undo
  return {
    getState: () => store.getState(),
    subscribe: ((...args: unknown[]) => track(subscribe(...args))) as ReadonlyStore<S>['subscribe'],
  }
}

const TAP_METHODS = ['tap', 'tapAsync', 'tapPromise', 'intercept'] as const

const ROUTER_METHODS = [
  'push',
  'replace',
  'goBack',
  'reset',
  'hasView',
  'loadView',
  'peekView',
] as const

/** The kit's intents and services a plugin may call as they are. */
const KIT_METHODS = [
  'rpcClient',
  'request',
  'reportError',
  'open',
  'close',
  'switchConnection',
  'plugins',
  'adapter',
  'connect',
  'reconnect',
  'disconnect',
  'disconnectConnection',
  'requestNetworkSwitch',
  'switchNetwork',
  'refreshBalance',
  'signMessage',
  'send',
  'sendTransaction',
] as const

/** Each hook without its calls; every tap and interceptor is tracked for the plugin's teardown. */
function tapOnlyHooks(hooks: KernelHooks, track: (undo: Undo) => Undo): PluginHooks {
  const view: Record<string, unknown> = {}
  for (const [name, hook] of Object.entries(hooks)) {
    const methods = hook as unknown as Record<string, (...args: unknown[]) => Undo>
    const facade: Record<string, unknown> = {
      name: hook.name,
      isUsed: () => hook.isUsed(),
    }
    for (const method of TAP_METHODS) {
      facade[method] = (...args: unknown[]) => track(methods[method]!.apply(hook, args))
    }
    view[name] = Object.freeze(facade)
  }
  return Object.freeze(view) as unknown as PluginHooks
}

/**
 * The narrow context one plugin's `setup` receives from a kit, and its disposal, which undoes
 * every registration, tap and interceptor the plugin made through it and has not undone itself.
 *
 * @example
 * const { context, dispose } = createPluginContext(kit, 'appkit:swaps')
 * context.register.view('Swap', () => import('./SwapView.js'))
 * dispose() // the view is gone again
 */
export function createPluginContext(
  kit: AppKit,
  name: string,
): { context: PluginContext; dispose(): void } {
  const undos = new Set<Undo>()
  /** How many registrations of this plugin list each connector id (discovery may replace one). */
  const ownConnectors = new Map<string, number>()
  let disposed = false

  function track(undo: Undo): Undo {
    if (disposed) {
      undo()
      return () => undefined
    }
    const once = () => {
      if (!undos.delete(once)) return
      undo()
    }
    undos.add(once)
    return once
  }

  const context: PluginContext = {
    name,
    options: kit.options,
    urls: kit.urls,
    apiQuery: kit.apiQuery,
    get ready() {
      return kit.ready
    },
    hooks: tapOnlyHooks(kit.hooks, track),
    register: {
      family: (adapter) => track(kit.registerAdapter(adapter)),
      connector(connector) {
        const { id } = connector
        // Replacing a connector another plugin listed does not make it this plugin's own.
        const othersListed =
          !ownConnectors.has(id) &&
          kit.registry.store.getState().connectors.some((listed) => listed.id === id)
        const undo = kit.registry.addConnector(connector)
        if (othersListed) return track(undo)
        ownConnectors.set(id, (ownConnectors.get(id) ?? 0) + 1)
        return track(() => {
          undo()
          const left = (ownConnectors.get(id) ?? 1) - 1
          if (left > 0) ownConnectors.set(id, left)
          else ownConnectors.delete(id)
        })
      },
      connectorDestination: (type, resolve) =>
        track(kit.router.connectorDestinations.register(type, resolve)),
      view: (view, loader, options) => track(kit.router.registerView(view, loader, options)),
      service: (key, service) => track(kit.services.provide(key, service)),
      accountState: (key) => track(kit.accountState.register(key)),
      features: (...definitions) => track(kit.gates.register(...definitions)),
      alerts: (...messages) => track(kit.alerts.register(...messages)),
      messages: (catalog) => track(kit.i18n.register(catalog)),
      storageKey: (key) => track(kit.storageKeys.register(key)),
      openingInputs: (source) => track(kit.openingInputs.provide(source)),
    },
    registry: {
      store: readonly(kit.registry.store, track),
      ...delegate(kit.registry, ['updateAccount', 'setPreferredAccountType', 'setActiveNetwork']),
      recordAccounts(namespace, connectorId, accounts) {
        if (!ownConnectors.has(connectorId)) {
          throw new AppKitError('Not a connector of this plugin', {
            category: 'CONFIGURATION_ERROR',
            details: `${name} did not register connector ${connectorId}`,
          })
        }
        kit.registry.recordAccounts(namespace, connectorId, accounts)
      },
    },
    router: {
      store: readonly(kit.router.store, track),
      ...delegate(kit.router, ROUTER_METHODS),
    },
    gates: {
      store: readonly(kit.gates.store, track),
      ...delegate(kit.gates, ['gate', 'features', 'explain', 'isRemote']),
    },
    alerts: {
      store: readonly(kit.alerts.store, track),
      ...delegate(kit.alerts, ['show', 'dismiss']),
    },
    openingInputs: { store: readonly(kit.openingInputs.store, track) },
    i18n: {
      store: readonly(kit.i18n.store, track),
      ...delegate(kit.i18n, ['t', 'parts', 'formatNumber', 'formatDate']),
    },
    accountState: {
      store: readonly(kit.accountState.store, track),
      ...delegate(kit.accountState, ['get', 'set', 'update']),
    },
    services: delegate(kit.services, ['get', 'shared']),
    storage: kit.storage,
    balances: { ...delegate(kit.balances, ['refresh']), outage: kit.balances.outage },
    logger: {
      store: readonly(kit.logger.store, track),
      ...delegate(kit.logger, ['debug', 'info', 'warn', 'error']),
    },
    api: kit.api,
    blockchainApi: kit.blockchainApi,
    requestObserver: (source) => hookRequestObserver(kit.hooks, source),
    ...delegate(kit, KIT_METHODS),
  }

  return {
    context: Object.freeze(context),
    dispose() {
      disposed = true
      // One failing undo must not leave the plugin's other registrations behind.
      for (const undo of [...undos].reverse()) {
        try {
          undo()
        } catch (error) {
          kit.reportError(error)
        }
      }
    },
  }
}
