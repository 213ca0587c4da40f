import type { AccountState } from '../accountState/createAccountState.js'
import type { AccountStateKey } from '../accountState/defineAccountStateKey.js'
import type { KitActions } from '../actions/KitActions.js'
import type { NamespaceAdapter } from '../adapters/NamespaceAdapter.js'
import type { AlertMessage } from '../alerts/ALERTS.js'
import type { Alerts, AlertsState } from '../alerts/createAlerts.js'
import type { TokenBalances } from '../balances/createTokenBalances.js'
import type { AppKitError } from '../errors/AppKitError.js'
import type { ReportErrorOptions } from '../errors/ReportErrorOptions.js'
import type { Gates, GatesState } from '../gates/createGates.js'
import type { FeatureDefinition } from '../gates/defineFeature.js'
import type { KernelHooks } from '../hooks/hooks.js'
import type { I18n, MessageCatalog } from '../i18n/createI18n.js'
import type { Logger, LoggerState } from '../logger/createLogger.js'
import type { HttpClient } from '../pipelines/createHttpClient.js'
import type { JsonRpcClient } from '../pipelines/createJsonRpcClient.js'
import type { RequestObserver } from '../pipelines/observeRequest.js'
import type { AccountDetails } from '../registry/createAccountActions.js'
import type { RegistryState } from '../registry/registryState.js'
import type { ConnectorDestinationResolver } from '../router/createConnectorDestinations.js'
import type { OpeningInputs, OpeningInputsSource } from '../router/createOpeningInputs.js'
import type { OpenRequest, OpenResult, Router, RouterState } from '../router/createRouter.js'
import type { ViewLoader, ViewOptions } from '../router/createViewRegistry.js'
import type { AppKitStorage } from '../storage/createStorage.js'
import type { StorageKey } from '../storage/defineStorageKey.js'
import type { Store } from '../store/createStore.js'
import type { AccountType } from '../types/Account.js'
import type { CaipNetwork, CaipNetworkId } from '../types/CaipNetwork.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { Connection } from '../types/Connection.js'
import type { Connector, ConnectorType } from '../types/Connector.js'
import type { ViewName } from '../types/ViewName.js'
import type { AppKitOptions, ServiceUrls } from './AppKitOptions.js'
import type { ServiceKey, ServiceRegistry } from './createServiceRegistry.js'

/** A store a plugin reads and watches but never writes. */
export type ReadonlyStore<S> = Pick<Store<S>, 'getState' | 'subscribe'>

/** Removes what a registration added; calling it again does nothing. */
export type Undo = () => void

/** A kernel hook as a plugin sees it: tap and intercept (each returns its undo), never call. */
export type PluginHook<H> = Omit<H, 'call' | 'callAsync' | 'promise' | 'withOptions'>

/** Every kernel hook, tap-only: only the kernel fires hooks. */
export type PluginHooks = { readonly [K in keyof KernelHooks]: PluginHook<KernelHooks[K]> }

/**
 * What a plugin adds to the kit. Each call returns its undo, and whatever is still registered
 * when the plugin is torn down (or when its `setup` throws) is undone by the kernel.
 */
export interface PluginRegistrations {
  /** A chain family: its namespace adapter (connect, sign, balance and its optional abilities). */
  family(adapter: NamespaceAdapter): Undo
  /** A connector (replacing one with the same id). */
  connector(connector: Connector): Undo
  /** Where picking a connector of this type in the Connect list leads. */
  connectorDestination(type: ConnectorType, resolve: ConnectorDestinationResolver): Undo
  /**
   * A view and its lazy loader (the last registration of a name wins, with a warning), and the
   * modal header's title for it: `{ title: 'Rewards' }` or `{ title: (data) => ... }`.
   */
  view(name: ViewName, loader: ViewLoader, options?: ViewOptions): Undo
  /** Something this plugin offers the app and other code holding the kit, by key. */
  service<T>(key: ServiceKey<T>, service: T): Undo
  /** A slice of per-account state, cleared when its family's account goes. */
  accountState<T>(key: AccountStateKey<T>): Undo
  /** Feature gates this plugin owns (remote overrides local, as for every feature). */
  features(...definitions: readonly FeatureDefinition[]): Undo
  /** Alerts this plugin shows. */
  alerts(...messages: readonly AlertMessage[]): Undo
  /**
   * The plugin's translations, one lazy chunk per locale (English stays with its code through
   * `defineMessages`); alert texts go by `alerts.<CODE>.short` and `alerts.<CODE>.long`.
   */
  messages(catalog: MessageCatalog): Undo
  /** A persisted key (its `clearOnDisconnect` flag joins the disconnect rule). */
  storageKey(key: StorageKey<unknown>): Undo
  /** Facts for the router's opening and closing rules (sign-in required, has sessions). */
  openingInputs(source: OpeningInputsSource): Undo
}

/**
 * The registry as a plugin sees it: the state to read, and the facts a plugin may report
 * about the connectors and accounts it owns. Connection transitions stay with the kit's actions.
 */
export interface PluginRegistry {
  readonly store: ReadonlyStore<RegistryState>
  /** Details of the family's account (smart account deployed, its networks ...). */
  updateAccount(namespace: ChainNamespace, details: AccountDetails): void
  /** The account type the visitor chose for the family (kept across visits). */
  setPreferredAccountType(namespace: ChainNamespace, type: AccountType): void
  /** Makes a configured network active (a family's network, when no wallet switch is needed). */
  setActiveNetwork(caipNetwork: CaipNetwork | CaipNetworkId): void
  /**
   * The accounts a connector of this plugin reports; refused for a connector the plugin did not
   * register ('Not a connector of this plugin').
   */
  recordAccounts(
    namespace: ChainNamespace,
    connectorId: string,
    accounts: Connection['accounts'],
  ): void
}

/** Navigation, and the view registry to read. Views are registered through `register.view`. */
export type PluginRouter = Pick<
  Router,
  'push' | 'replace' | 'goBack' | 'reset' | 'hasView' | 'loadView' | 'peekView'
> & { readonly store: ReadonlyStore<RouterState> }

/**
 * What a plugin's `setup` receives: one narrow context, the way Rollup hands a plugin `this`.
 * It reads state, taps hooks, registers what the plugin adds (each with its undo, all undone
 * at teardown, with the taps and the subscriptions to its stores) and asks for things through
 * intents (connect, navigate, sign ...). The kit's internals (the registry's transitions, the
 * hooks' calls) stay with the kernel.
 */
export interface PluginContext extends Omit<KitActions, 'registerAdapter'> {
  /** The plugin's name. */
  readonly name: string
  readonly options: Readonly<AppKitOptions>
  readonly urls: Readonly<ServiceUrls>
  /** projectId, st and sv, carried by every project API call. */
  readonly apiQuery: Readonly<Record<'projectId' | 'st' | 'sv', string>>
  /** Resolves once the remote configuration is merged (or failed, or skipped). */
  readonly ready: Promise<void>
  readonly hooks: PluginHooks
  readonly register: PluginRegistrations
  readonly registry: PluginRegistry
  readonly router: PluginRouter
  readonly gates: Pick<Gates, 'gate' | 'features' | 'explain' | 'isRemote'> & {
    readonly store: ReadonlyStore<GatesState>
  }
  readonly alerts: Pick<Alerts, 'show' | 'dismiss'> & { readonly store: ReadonlyStore<AlertsState> }
  /** The visitor's locale and the kit's messages, for text a plugin builds outside a view. */
  readonly i18n: Pick<I18n, 't' | 'parts' | 'formatNumber' | 'formatDate' | 'store'>
  readonly openingInputs: { readonly store: ReadonlyStore<OpeningInputs> }
  readonly accountState: Omit<AccountState, 'register'>
  readonly services: Pick<ServiceRegistry, 'get' | 'shared'>
  readonly storage: AppKitStorage
  readonly balances: Pick<TokenBalances, 'refresh' | 'outage'>
  /** Log lines, and the log to read (the level and clearing are the app's). */
  readonly logger: Pick<Logger, 'debug' | 'info' | 'warn' | 'error'> & {
    readonly store: ReadonlyStore<LoggerState>
  }
  readonly api: HttpClient
  readonly blockchainApi: HttpClient
  /** A batching JSON-RPC client for a chain RPC URL, observed by the kit's request hooks. */
  rpcClient(url: string, source: string): JsonRpcClient
  /** Announces requests a plugin makes itself through `requestStarted`/`requestFinished`. */
  requestObserver(source: string): Required<RequestObserver>
  /** A JSON-RPC request answered by the namespace plugin that taps `resolveRpc`. */
  request<T = unknown>(namespace: ChainNamespace, method: string, params?: unknown): Promise<T>
  /**
   * Wraps (with the flow's category), rate-limits and announces an error through
   * `errorReported`, once per error; `reportFailures` applies it to a whole controller.
   */
  reportError(error: unknown, options?: ReportErrorOptions): AppKitError
  open(request?: OpenRequest): OpenResult
  close(): boolean
  /** Multi-wallet: makes another connection of a family the active one. */
  switchConnection(namespace: ChainNamespace, connectorId: string): boolean
  /** The names of the plugins installed on this kit. */
  plugins(): readonly string[]
}
