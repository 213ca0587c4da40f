import { type AccountState, createAccountState } from '../accountState/createAccountState.js'
import type { ActionContext } from '../actions/ActionContext.js'
import { createKitActions } from '../actions/createKitActions.js'
import type { KitActions } from '../actions/KitActions.js'
import { openUnsupportedChainView } from '../actions/openUnsupportedChainView.js'
import { type Alerts, createAlerts } from '../alerts/createAlerts.js'
import { createLazyTokenBalances } from '../balances/createLazyTokenBalances.js'
import type { TokenBalances } from '../balances/createTokenBalances.js'
import { AppKitError, toAppKitError } from '../errors/AppKitError.js'
import { createReportError } from '../errors/createReportError.js'
import type { ReportErrorOptions } from '../errors/ReportErrorOptions.js'
import { createGates, type Gates } from '../gates/createGates.js'
import { createHooks, type KernelHooks } from '../hooks/hooks.js'
import { createI18n, type I18n } from '../i18n/createI18n.js'
import { KERNEL_MESSAGE_CATALOG } from '../i18n/KERNEL_MESSAGE_CATALOG.js'
import { createLogger, type Logger } from '../logger/createLogger.js'
import { createOriginCheck } from '../origins/createOriginCheck.js'
import { ORIGIN_CHECK } from '../origins/ORIGIN_CHECK.js'
import { createErrorReporter } from '../pipelines/createErrorReporter.js'
import type { HttpClient } from '../pipelines/createHttpClient.js'
import type { JsonRpcClient } from '../pipelines/createJsonRpcClient.js'
import { createLazyHttpClient } from '../pipelines/createLazyHttpClient.js'
import { createLazyJsonRpcClient } from '../pipelines/createLazyJsonRpcClient.js'
import {
  type ConnectionRegistry,
  createConnectionRegistry,
} from '../registry/createConnectionRegistry.js'
import { isAnyConnected, isConnected } from '../registry/selectors.js'
import { createOpeningInputs, type OpeningInputsRegistry } from '../router/createOpeningInputs.js'
import {
  createRouter,
  type OpenRequest,
  type OpenResult,
  type Router,
} from '../router/createRouter.js'
import { type AppKitStorage, createStorage } from '../storage/createStorage.js'
import { createStorageKeys, type StorageKeys } from '../storage/createStorageKeys.js'
import { STORAGE_KEYS } from '../storage/STORAGE_KEYS.js'
import { createTransactions, type Transactions } from '../transactions/createTransactions.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { AppKitOptions, ServiceUrls } from './AppKitOptions.js'
import type { AppKitPlugin } from './AppKitPlugin.js'
import { createPluginHost } from './createPluginHost.js'
import { createRegistryStorage } from './createRegistryStorage.js'
import { createRemoteConfigLoader } from './createRemoteConfigLoader.js'
import { createServiceRegistry, type ServiceRegistry } from './createServiceRegistry.js'
import { DEFAULT_SERVICE_URLS, SDK_TYPE, SDK_VERSION } from './DEFAULT_SERVICE_URLS.js'
import { hookRequestObserver } from './hookRequestObserver.js'
import { isMobileDevice } from './isMobileDevice.js'
import { registryEventsToHooks } from './registryEventsToHooks.js'
import { relayUrlOf } from './relayUrlOf.js'
import { validateOptions } from './validateOptions.js'
import { warmOpeningCode } from './warmOpeningCode.js'

export interface AppKit extends KitActions {
  readonly options: Readonly<AppKitOptions>
  readonly urls: Readonly<ServiceUrls>
  readonly hooks: KernelHooks
  readonly router: Router
  readonly registry: ConnectionRegistry
  /** State plugins keep per account (profile, embedded-wallet user ...), cleared when it goes. */
  readonly accountState: AccountState
  readonly gates: Gates
  readonly alerts: Alerts
  readonly storage: AppKitStorage
  /** The persisted keys: the kernel's and those plugins register (with the disconnect rule). */
  readonly storageKeys: StorageKeys
  /** What plugins tell the router's opening rules (the siwx plugin: sign-in required, sessions). */
  readonly openingInputs: OpeningInputsRegistry
  /** What plugins offer the app for this kit, by key (e.g. the siwx plugin's sign-in controller). */
  readonly services: ServiceRegistry
  /** Leveled log with a bounded buffer (default level error); devtools shows its entries. */
  readonly logger: Logger
  /** The visitor's locale, its lazily loaded catalogs and the app's message overrides. */
  readonly i18n: I18n
  /** The project API client (config, origins, wallet list), carrying projectId, st and sv. */
  readonly api: HttpClient
  /**
   * The blockchain data API client (base `urls.blockchainApi`: balances, history, names,
   * identity), carrying projectId, st and sv; its calls are announced with source 'blockchain-api'.
   * Paths are relative: `kit.blockchainApi.get('/v1/account/0xabc/history', { schema })`.
   */
  readonly blockchainApi: HttpClient
  /** The active account's token balances (blockchain data API or the auth wallet), cached 30 s. */
  readonly balances: TokenBalances
  /** Transactions and call bundles followed from pending to confirmed or failed, per account. */
  readonly transactions: Transactions
  /** projectId, st and sv: every project API call carries them, images (`<img src>`) included. */
  readonly apiQuery: Readonly<Record<'projectId' | 'st' | 'sv', string>>
  /**
   * Resolves once the project's remote configuration is merged (or failed, or skipped). Reading
   * it starts the load, as the modal's first open does; creating a kit makes no request.
   */
  readonly ready: Promise<void>
  /** Installs a plugin; chainable. A plugin name may be installed once. */
  use(plugin: AppKitPlugin): AppKit
  plugins(): readonly string[]
  open(request?: OpenRequest): OpenResult
  /**
   * Starts what the modal's first open needs without opening: its code, and unless `network` is
   * false the project's configuration and the origin check. The UI warms the code once the page
   * is idle (no request to the project API before an intent) and the rest on hover or focus, so
   * the first click finds them done. Later calls and `open()` share the same loads.
   */
  prepareToOpen(options?: { network?: boolean }): void
  close(): boolean
  /** A JSON-RPC request answered by the namespace plugin that taps `resolveRpc`. */
  request<T = unknown>(namespace: ChainNamespace, method: string, params?: unknown): Promise<T>
  /** A batching JSON-RPC client for a chain RPC URL, observed by the kit's request hooks. */
  rpcClient(url: string, source: string): JsonRpcClient
  /** Multi-wallet: makes another connection of a family the active one (spec §1, §6). */
  switchConnection(namespace: ChainNamespace, connectorId: string): boolean
  /**
   * Wraps (with the flow's category), rate-limits (5 per 60 s) and announces an error through
   * `errorReported`, once per error; a user rejection (4001) is tracked as USER_REJECTED instead.
   */
  reportError(error: unknown, options?: ReportErrorOptions): AppKitError
  /** Tears down every plugin and timer; the kit is unusable afterwards. */
  destroy(): void
}

/**
 * Builds one kit: hooks, router, connection registry, remote-config gates and pipelines, with
 * no state shared with any other kit (no module-level singletons: one per SSR request is safe).
 *
 * @example
 * const kit = createAppKit({ projectId, networks: [mainnet] }).use(eip155())
 * kit.open()
 */
export function createAppKit(hostOptions: AppKitOptions): AppKit {
  // One answer to 'is this a phone?' for the router, the views and the plugins (spec §2).
  const options: AppKitOptions = {
    ...hostOptions,
    isMobile: hostOptions.isMobile ?? (() => isMobileDevice()),
  }
  const { projectIdMissing } = validateOptions(options)
  // One `api` URL moves every service with it (the emulator serves them all on one origin).
  const apiUrl = options.urls?.api ?? DEFAULT_SERVICE_URLS.api
  const urls: ServiceUrls = {
    api: apiUrl,
    blockchainApi: options.urls?.blockchainApi ?? apiUrl,
    analytics: options.urls?.analytics ?? apiUrl,
    relay: options.urls?.relay ?? relayUrlOf(apiUrl),
  }
  const hooks = createHooks()
  const logger = createLogger(options.logLevel ? { level: options.logLevel } : {})
  const alerts = createAlerts((alert) => hooks.alertShown.call(alert))
  const storage = createStorage({
    ...(options.storage ? { adapter: options.storage } : {}),
    ...(options.storagePrefix ? { prefix: options.storagePrefix } : {}),
  })
  const storageKeys = createStorageKeys()
  for (const key of Object.values(STORAGE_KEYS)) storageKeys.register(key)
  const registry = createConnectionRegistry({
    networks: options.networks,
    ...(options.defaultNetwork ? { defaultNetwork: options.defaultNetwork } : {}),
    events: registryEventsToHooks(hooks),
    storage: createRegistryStorage(storage, storageKeys),
  })
  const { accountState, dispose: stopAccountState } = createAccountState(registry)
  // A misconfiguration: shown even when the log level (default 'error') hides warnings.
  const warnMisconfiguration = (message: string, data?: unknown) =>
    logger.store.getState().level === 'error'
      ? globalThis.console?.warn(`[AppKit] ${message}`, data)
      : logger.warn(message, data)
  const gates = createGates({ local: options.features ?? {}, alerts, warn: warnMisconfiguration })
  const i18n = createI18n({
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.messages ? { messages: options.messages } : {}),
    warn: (message) => warnMisconfiguration(message),
  })
  i18n.register(KERNEL_MESSAGE_CATALOG)
  const openingInputs = createOpeningInputs()
  const services = createServiceRegistry()
  const rpcClients = new Map<string, JsonRpcClient>()

  const query = {
    projectId: options.projectId ?? '',
    st: options.sdkType ?? SDK_TYPE,
    sv: options.sdkVersion ?? SDK_VERSION,
  }
  const fetchOption = options.fetch ? { fetch: options.fetch } : {}
  const api = createLazyHttpClient({
    baseUrl: urls.api,
    query,
    observer: hookRequestObserver(hooks, 'project-api'),
    ...fetchOption,
  })
  const blockchainApi = createLazyHttpClient({
    baseUrl: urls.blockchainApi,
    query,
    observer: hookRequestObserver(hooks, 'blockchain-api'),
    ...fetchOption,
  })
  // The registered namespace adapters: their members say what each family can do.
  const adapters: ActionContext['adapters'] = new Map()
  const balances = createLazyTokenBalances({
    registry,
    hooks,
    http: blockchainApi,
    servesFamily: (namespace) => adapters.get(namespace)?.tokenBalances === true,
  })

  const errorReporter = createErrorReporter({
    send: (report, error) =>
      hooks.errorReported.call({ error: toAppKitError(error), category: report.category, report }),
  })
  const reportError = createReportError({
    reporter: errorReporter,
    log: (error, { flow }) =>
      logger.error(error.shortMessage, { category: error.category, ...(flow ? { flow } : {}) }),
    track: (event, properties) => hooks.eventTracked.call({ event, properties }),
  })

  const router = createRouter({
    getContext: () => {
      const state = registry.store.getState()
      return {
        ...(state.activeNamespace ? { activeNamespace: state.activeNamespace } : {}),
        manualControl: options.manualWCControl ?? false,
        hasAdapters: plugins.hasNamespacePlugin(),
        isConnected: isAnyConnected(state),
        isMobile: options.isMobile?.() ?? false,
        isEmbedded: options.embedded ?? false,
        ...openingInputs.store.getState(),
      }
    },
    onViewChanged: (change) => hooks.viewChanged.call(change),
    onOpened: (info) => hooks.modalOpened.call(info),
    onClosed: () => hooks.modalClosed.call(),
    // Loaded on the first such request: most apps never open on another family.
    onSwitchNetworkRequested: (namespace, request) =>
      void import('../router/openOnNamespace.js').then(({ familyNetwork, openOnNamespace }) =>
        openOnNamespace(
          {
            networkOf: (family) => familyNetwork(registry.store.getState(), family),
            isConnected: (family) => isConnected(registry.store.getState(), family),
            switchNetwork: (target) => actions.switchNetwork(target),
            requestNetworkSwitch: (target) => actions.requestNetworkSwitch(target),
            open: (next) => router.open(next),
            networkNotFound: () => alerts.show('SWITCH_NETWORK_NOT_FOUND'),
            report: (error) => kit.reportError(error),
          },
          namespace,
          request,
        ),
      ),
    shouldShowView: (view, data) => hooks.shouldShowView.call(view, data) !== false,
    shouldClose: () => hooks.shouldCloseModal.call() !== false,
    warn: (message) => logger.warn(message),
  })

  const remoteConfig = createRemoteConfigLoader({
    enabled: !projectIdMissing && (options.loadRemoteConfig ?? typeof window !== 'undefined'),
    api,
    gates,
    hooks,
  })
  const originCheck = createOriginCheck({
    enabled: !projectIdMissing && (options.loadRemoteConfig ?? typeof window !== 'undefined'),
    api,
    alerts,
    pageOrigin: () => globalThis.location?.origin,
    warn: (message, data) => logger.warn(message, data),
  })
  services.provide(ORIGIN_CHECK, originCheck)
  const plugins = createPluginHost({
    kit: () => kit,
    hooks,
    gates,
    remoteConfig,
    report: (error) => kit.reportError(error),
  })

  const transactions = createTransactions({
    registry,
    adapters,
    storage,
    hooks,
    warn: (message) => logger.warn(message),
    ...options.transactions,
  })

  const actionContext: ActionContext = {
    options,
    hooks,
    registry,
    router,
    storage,
    gates,
    alerts,
    adapters,
    watchers: new Map(),
    balanceOutage: balances.outage,
    transactions,
    track: (event, properties) =>
      hooks.eventTracked.call(properties ? { event, properties } : { event }),
    report: reportError,
  }
  const actions = createKitActions(actionContext)
  // Browser wallets announce themselves after load: reconnect once their connector appears.
  const stopAutoReconnect = registry.store.subscribe(
    (state) => state.connectors,
    () => void actions.reconnect(),
  )
  const stopUnsupportedChainWatch = openUnsupportedChainView(actionContext)

  const kit: AppKit = {
    ...actions,
    options,
    urls,
    hooks,
    router,
    registry,
    accountState,
    gates,
    alerts,
    storage,
    storageKeys,
    openingInputs,
    services,
    logger,
    i18n,
    api,
    blockchainApi,
    balances,
    transactions,
    apiQuery: query,
    get ready() {
      return remoteConfig.load()
    },
    use(plugin) {
      plugins.use(plugin)
      return kit
    },
    plugins: plugins.names,
    open(request) {
      kit.prepareToOpen()
      return router.open(request)
    },
    prepareToOpen({ network = true } = {}) {
      // The message formatter (and another locale's catalogs) before the first view renders.
      void i18n.load()
      if (!network) {
        void warmOpeningCode()
        return
      }
      void remoteConfig.load()
      void originCheck.verdict()
    },
    close: () => router.close(),
    async request<T>(namespace: ChainNamespace, method: string, params?: unknown): Promise<T> {
      const answer = await hooks.resolveRpc.promise({ namespace, method, params })
      if (answer === undefined) {
        throw new AppKitError('Unsupported chain namespace', {
          category: 'CONFIGURATION_ERROR',
          details: `No plugin answers ${method} for ${namespace}`,
        })
      }
      return answer as T
    },
    rpcClient(url, source) {
      const key = `${source} ${url}`
      let client = rpcClients.get(key)
      if (!client) {
        client = createLazyJsonRpcClient({
          url,
          query: { projectId: query.projectId },
          observer: hookRequestObserver(hooks, source),
          ...fetchOption,
        })
        rpcClients.set(key, client)
      }
      return client
    },
    switchConnection(namespace, connectorId) {
      if (!gates.requireMultiWallet()) return false
      registry.switchConnection(namespace, connectorId)
      return true
    },
    reportError,
    destroy() {
      stopAutoReconnect()
      stopUnsupportedChainWatch()
      transactions.destroy()
      for (const unwatch of actionContext.watchers.values()) unwatch()
      actionContext.watchers.clear()
      plugins.destroy()
      stopAccountState()
      router.dispose()
    },
  }
  if (projectIdMissing) alerts.show('PROJECT_ID_NOT_CONFIGURED')
  return kit
}
