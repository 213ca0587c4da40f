import type { Alert } from '../alerts/createAlerts.js'
import type { RemoteConfigResponse } from '../gates/remoteConfigSchema.js'
import type { ResolvedFeatures } from '../gates/resolveFeatures.js'
import type { CaipNetwork } from '../types/CaipNetwork.js'
import type { Connector } from '../types/Connector.js'
import type { ViewData, ViewName } from '../types/ViewName.js'
import {
  createAsyncSeriesBailHook,
  createAsyncSeriesHook,
  createAsyncSeriesWaterfallHook,
  createSyncBailHook,
  createSyncHook,
  createSyncWaterfallHook,
} from './cspSafeHooks.js'
import type {
  AccountChangedInfo,
  ChainChangedInfo,
  ConnectedInfo,
  ConnectRequest,
  DisconnectedInfo,
  DisconnectRequest,
  ErrorReportedInfo,
  EventTrackedInfo,
  ModalOpenedInfo,
  NamespacedConnection,
  NetworkSwitch,
  ObservedRequest,
  ObservedRequestResult,
  PluginInstalledInfo,
  RpcRequestInfo,
  ViewChangedInfo,
  WalletListEntry,
} from './HookPayloads.js'

/**
 * Every hook the kernel fires, declared once. Only the kernel calls them; plugins tap them.
 * Grammar: `beforeX`/`afterX` lifecycles (AsyncSeries), past-tense notifications (Sync),
 * `should*` yes/no decisions (SyncBail: the first tap that answers decides), `resolve*` answers
 * (AsyncSeriesBail: the first plugin that answers wins), and noun waterfalls that transform a
 * value. A new, frozen object per kit: two kits share no taps.
 */
export function createHooks() {
  return Object.freeze({
    /** Before a connector connects; a rejecting tap aborts the connection. */
    beforeConnect: createAsyncSeriesHook<[ConnectRequest]>(['request'], 'beforeConnect'),
    /** After a connection is established and recorded in the registry. */
    afterConnect: createAsyncSeriesHook<[NamespacedConnection]>(['connection'], 'afterConnect'),
    /** Before disconnecting one namespace, or all when `namespace` is absent. */
    beforeDisconnect: createAsyncSeriesHook<[DisconnectRequest]>(['request'], 'beforeDisconnect'),
    /** After the disconnect completed and account state was cleared. */
    afterDisconnect: createAsyncSeriesHook<[DisconnectRequest]>(['request'], 'afterDisconnect'),
    /** Before asking the wallet to switch network; a rejecting tap aborts the switch. */
    beforeSwitchNetwork: createAsyncSeriesHook<[NetworkSwitch]>(['change'], 'beforeSwitchNetwork'),
    /** After the wallet switched and the active network was updated. */
    afterSwitchNetwork: createAsyncSeriesHook<[NetworkSwitch]>(['change'], 'afterSwitchNetwork'),

    /** When `use(plugin)` has run the plugin's setup. */
    pluginInstalled: createSyncHook<[PluginInstalledInfo]>(['plugin'], 'pluginInstalled'),
    /** When a namespace's connection is established (also on reconnect). */
    connected: createSyncHook<[ConnectedInfo]>(['info'], 'connected'),
    /** When a connector reports a different active account. */
    accountChanged: createSyncHook<[AccountChangedInfo]>(['info'], 'accountChanged'),
    /** When a connector reports a different chain, or a network switch completes. */
    chainChanged: createSyncHook<[ChainChangedInfo]>(['info'], 'chainChanged'),
    /** When a namespace (or, without `namespace`, every namespace) is disconnected. */
    disconnected: createSyncHook<[DisconnectedInfo]>(['info'], 'disconnected'),
    /** When the router shows another view (push, replace, goBack, reset, open, close). */
    viewChanged: createSyncHook<[ViewChangedInfo]>(['change'], 'viewChanged'),
    /** When the modal goes from closed to open, with the view it opened on. */
    modalOpened: createSyncHook<[ModalOpenedInfo]>(['info'], 'modalOpened'),
    /** When the modal goes from open to closed. */
    modalClosed: createSyncHook<[]>([], 'modalClosed'),
    /** When an error is reported (after wrapping as AppKitError; rate limit applies to sending). */
    errorReported: createSyncHook<[ErrorReportedInfo]>(['report'], 'errorReported'),
    /** When an alert of the catalogue is shown to the user. */
    alertShown: createSyncHook<[Alert]>(['alert'], 'alertShown'),
    /** When an HTTP or JSON-RPC request starts its first attempt. */
    requestStarted: createSyncHook<[ObservedRequest]>(['request'], 'requestStarted'),
    /** When a request settles, after its last retry. */
    requestFinished: createSyncHook<[ObservedRequestResult]>(['request'], 'requestFinished'),
    /** When an analytics event is tracked (whether or not analytics sends it). */
    eventTracked: createSyncHook<[EventTrackedInfo]>(['event'], 'eventTracked'),
    /** When local features and remote config have been merged into the features in force. */
    featuresResolved: createSyncHook<[{ features: ResolvedFeatures }]>(
      ['info'],
      'featuresResolved',
    ),
    /** When the active network changed through a network switch. */
    networkSwitched: createSyncHook<[{ caipNetwork: CaipNetwork }]>(['info'], 'networkSwitched'),

    /** Before the router shows a view: a tap returning `false` vetoes it. */
    shouldShowView: createSyncBailHook<[ViewName, ViewData | undefined], boolean | undefined>(
      ['view', 'data'],
      'shouldShowView',
    ),
    /** Before the modal closes: a tap returning `false` keeps it open. */
    shouldCloseModal: createSyncBailHook<[], boolean | undefined>([], 'shouldCloseModal'),

    /** For a JSON-RPC request: the first plugin that answers (non-undefined) provides the result. */
    resolveRpc: createAsyncSeriesBailHook<[RpcRequestInfo], unknown>(['request'], 'resolveRpc'),

    /** With the features the remote project config sets, before they are merged over local ones. */
    remoteConfig: createAsyncSeriesWaterfallHook<[RemoteConfigResponse]>(
      ['features'],
      'remoteConfig',
    ),
    /** With the wallet list before it is shown: taps may filter, reorder or add wallets. */
    walletList: createSyncWaterfallHook<[readonly WalletListEntry[]]>(['wallets'], 'walletList'),
    /** With the registered connectors before they are listed: taps may filter or reorder. */
    connectorList: createSyncWaterfallHook<[readonly Connector[]]>(['connectors'], 'connectorList'),
  })
}

export type KernelHooks = ReturnType<typeof createHooks>
export type KernelHookName = keyof KernelHooks
