import type { AppKitError, ErrorCategory } from '../errors/AppKitError.js'
import type { ErrorReport } from '../pipelines/createErrorReporter.js'
import type { RequestFinishedInfo, RequestStartedInfo } from '../pipelines/observeRequest.js'
import type { CaipNetwork } from '../types/CaipNetwork.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { Connection } from '../types/Connection.js'
import type { ViewData, ViewName } from '../types/ViewName.js'

// The payloads of the kernel's hooks that are not entities of ../types.

export interface ConnectRequest {
  connectorId: string
  namespace: ChainNamespace
}

export type NamespacedConnection = Connection & { namespace: ChainNamespace }

export interface DisconnectRequest {
  /** Absent: every namespace. */
  namespace?: ChainNamespace
}

export interface NetworkSwitch {
  /** Absent when no network was active. */
  from?: CaipNetwork
  to: CaipNetwork
}

export interface PluginInstalledInfo {
  name: string
}

export interface ConnectedInfo {
  namespace: ChainNamespace
  connection: Connection
}

export interface AccountChangedInfo {
  namespace: ChainNamespace
  address: string
  connectorId: string
}

export interface ChainChangedInfo {
  namespace: ChainNamespace
  caipNetwork: CaipNetwork
  connectorId: string
  /** The wallet moved to a chain that is not among the configured networks. */
  unsupported: boolean
}

export interface DisconnectedInfo {
  namespace?: ChainNamespace
  connectorId?: string
}

/** How the router reached a view: a history action, or opening/closing the modal. */
export type ViewChangeAction = 'push' | 'replace' | 'goBack' | 'reset' | 'open' | 'close'

export interface ViewChangedInfo {
  view: ViewName
  data?: ViewData | undefined
  action: ViewChangeAction
}

export interface ModalOpenedInfo {
  view: ViewName
}

export interface ErrorReportedInfo {
  /** Every reported failure is wrapped as an AppKitError first (spec §8). */
  error: AppKitError
  category: ErrorCategory
  /** The report as analytics sends it (spec §7). */
  report: ErrorReport
}

/** One outgoing HTTP or JSON-RPC request, as devtools lists it, with the service that made it. */
export type ObservedRequest = RequestStartedInfo & { source: string }
export type ObservedRequestResult = RequestFinishedInfo & { source: string }

export interface EventTrackedInfo {
  event: string
  properties?: Record<string, unknown>
}

/** A JSON-RPC request a plugin (a namespace) may answer through `resolveRpc`. */
export interface RpcRequestInfo {
  namespace: ChainNamespace
  method: string
  params?: unknown
}
