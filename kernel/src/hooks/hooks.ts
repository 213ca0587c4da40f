import type { Alert } from '../alerts/createAlerts.js'
import type { RemoteConfigResponse } from '../gates/remoteConfigSchema.js'
import type { ResolvedFeatures } from '../gates/resolveFeatures.js'
import type { TrackedTransaction } from '../transactions/TrackedTransaction.js'
import type { CaipNetwork } from '../types/CaipNetwork.js'
import type { ViewData, ViewName } from '../types/ViewName.js'
import { AsyncSeriesBailHook } from './AsyncSeriesBailHook.js'
import { AsyncSeriesHook } from './AsyncSeriesHook.js'
import { AsyncSeriesWaterfallHook } from './AsyncSeriesWaterfallHook.js'
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
} from './HookPayloads.js'
import { SyncBailHook } from './SyncBailHook.js'
import { SyncHook } from './SyncHook.js'

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
    beforeConnect: new AsyncSeriesHook<[ConnectRequest]>(['request'], 'beforeConnect'),
    /** After a connection is established and recorded in the registry. */
    afterConnect: new AsyncSeriesHook<[NamespacedConnection]>(['connection'], 'afterConnect'),
    /** Before disconnecting one namespace, or all when `namespace` is absent. */
    beforeDisconnect: new AsyncSeriesHook<[DisconnectRequest]>(['request'], 'beforeDisconnect'),
    /** After the disconnect completed and account state was cleared. */
    afterDisconnect: new AsyncSeriesHook<[DisconnectRequest]>(['request'], 'afterDisconnect'),
    /** Before asking the wallet to switch network; a rejecting tap aborts the switch. */
    beforeSwitchNetwork: new AsyncSeriesHook<[NetworkSwitch]>(['change'], 'beforeSwitchNetwork'),
    /** After the wallet switched and the active network was updated. */
    afterSwitchNetwork: new AsyncSeriesHook<[NetworkSwitch]>(['change'], 'afterSwitchNetwork'),

    /** When `use(plugin)` has run the plugin's setup. */
    pluginInstalled: new SyncHook<[PluginInstalledInfo]>(['plugin'], 'pluginInstalled'),
    /** When a namespace's connection is established (also on reconnect). */
    connected: new SyncHook<[ConnectedInfo]>(['info'], 'connected'),
    /** When a connector reports a different active account. */
    accountChanged: new SyncHook<[AccountChangedInfo]>(['info'], 'accountChanged'),
    /** When a connector reports a different chain, or a network switch completes. */
    chainChanged: new SyncHook<[ChainChangedInfo]>(['info'], 'chainChanged'),
    /** When a namespace (or, without `namespace`, every namespace) is disconnected. */
    disconnected: new SyncHook<[DisconnectedInfo]>(['info'], 'disconnected'),
    /** When the router shows another view (push, replace, goBack, reset, open, close). */
    viewChanged: new SyncHook<[ViewChangedInfo]>(['change'], 'viewChanged'),
    /** When the modal goes from closed to open, with the view it opened on. */
    modalOpened: new SyncHook<[ModalOpenedInfo]>(['info'], 'modalOpened'),
    /** When the modal goes from open to closed. */
    modalClosed: new SyncHook<[]>([], 'modalClosed'),
    /** When an error is reported (after wrapping as AppKitError; rate limit applies to sending). */
    errorReported: new SyncHook<[ErrorReportedInfo]>(['report'], 'errorReported'),
    /** When an alert of the catalogue is shown to the user. */
    alertShown: new SyncHook<[Alert]>(['alert'], 'alertShown'),
    /** When an HTTP or JSON-RPC request starts its first attempt. */
    requestStarted: new SyncHook<[ObservedRequest]>(['request'], 'requestStarted'),
    /** When a request settles, after its last retry. */
    requestFinished: new SyncHook<[ObservedRequestResult]>(['request'], 'requestFinished'),
    /** When an analytics event is tracked (whether or not analytics sends it). */
    eventTracked: new SyncHook<[EventTrackedInfo]>(['event'], 'eventTracked'),
    /** When local features and remote config have been merged into the features in force. */
    featuresResolved: new SyncHook<[{ features: ResolvedFeatures }]>(['info'], 'featuresResolved'),
    /** When the active network changed through a network switch. */
    networkSwitched: new SyncHook<[{ caipNetwork: CaipNetwork }]>(['info'], 'networkSwitched'),
    /** A followed transaction was added or changed status (or became 'still pending'). */
    transactionChanged: new SyncHook<[TrackedTransaction]>(['transaction'], 'transactionChanged'),

    /** Before the router shows a view: a tap returning `false` vetoes it. */
    shouldShowView: new SyncBailHook<[ViewName, ViewData | undefined], boolean | undefined>(
      ['view', 'data'],
      'shouldShowView',
    ),
    /** Before the modal closes: a tap returning `false` keeps it open. */
    shouldCloseModal: new SyncBailHook<[], boolean | undefined>([], 'shouldCloseModal'),

    /** For a JSON-RPC request: the first plugin that answers (non-undefined) provides the result. */
    resolveRpc: new AsyncSeriesBailHook<[RpcRequestInfo], unknown>(['request'], 'resolveRpc'),

    /** With the features the remote project config sets, before they are merged over local ones. */
    remoteConfig: new AsyncSeriesWaterfallHook<[RemoteConfigResponse]>(
      ['features'],
      'remoteConfig',
    ),
  })
}

export type KernelHooks = ReturnType<typeof createHooks>
export type KernelHookName = keyof KernelHooks
