import type { Json } from '../serialize/Json.js'

/** One line of the Events timeline: a kernel hook call, or a logger entry. */
export interface TimelineEntry {
  /** Counts up per capture, in the order things happened. */
  id: number
  kind: 'hook' | 'log'
  /** The hook's name (`connected`), or for a log the level (`error`). */
  name: string
  /** Epoch milliseconds. */
  time: number
  /** The chain family the payload names, when it names one (for the namespace filter). */
  namespace?: string
  /** Logs only: the message. */
  message?: string
  /** The hook's argument (an array when it has several), or the log's data, as JSON. */
  payload: Json
}

export type RequestState = 'pending' | 'ok' | 'error'

/** One HTTP or JSON-RPC request, from `requestStarted` and its `requestFinished`. */
export interface RequestEntry {
  /** `source`, url and id: how a finish is paired with its start. */
  key: string
  id: number
  /** Who made it: 'project-api', 'eip155:31337', 'wallet:<connector id>' ... */
  source: string
  kind: 'http' | 'json-rpc'
  /** The HTTP method. */
  method: string
  url: string
  body?: Json
  /** JSON-RPC: how many calls went out together, and their methods. */
  batchSize?: number
  rpcMethods?: string[]
  /** Epoch milliseconds. */
  startedAt: number
  state: RequestState
  attempts?: number
  /** attempts - 1. */
  retries?: number
  durationMs?: number
  /** The last HTTP status, when there was one. */
  status?: number
  response?: Json
  error?: Json
}

export interface NetworkSnapshot {
  id: string
  name: string
}

export interface ConnectionSnapshot {
  connectorId: string
  accounts: string[]
  network: NetworkSnapshot | null
}

export interface NamespaceSnapshot {
  namespace: string
  status: string
  connectorId: string | null
  address: string | null
  network: NetworkSnapshot | null
  balance: string | null
  connections: ConnectionSnapshot[]
}

/** The State tab: the connection registry and the sign-in sessions. */
export interface StateSnapshot {
  activeNamespace: string | null
  activeNetwork: NetworkSnapshot | null
  activeAccount: string | null
  namespaces: NamespaceSnapshot[]
  connectors: { id: string; name: string; type: string; chain: string }[]
  signIn: { required: boolean; hasSessions: boolean }
}

/** The Router tab: the current view, whether the modal is open, and the history stack. */
export interface RouterSnapshot {
  view: string
  open: boolean
  history: { view: string; data: Json }[]
  /** The spec's views that a plugin has registered (others show 'not registered'). */
  registered: string[]
}

export interface GateSnapshot {
  feature: string
  local: Json
  remote: Json
  result: Json
  source: string
  reason: string
}

/** The Gates tab: where remote config stands, and each feature's values and reason. */
export interface GatesSnapshot {
  status: string
  features: GateSnapshot[]
}

export interface EmulatorAccountSnapshot {
  address: string
  /** Wei, as decimal text; absent when eth_getBalance failed. */
  balanceWei?: string
}

export interface EmulatorChainSnapshot {
  chainId: number
  name: string
  rpcUrl: string
  /** Decimal block number, when eth_blockNumber answered. */
  blockNumber?: number
  accounts: EmulatorAccountSnapshot[]
  error?: string
}

/** An emulator endpoint that may not exist (yet): its items, or 'not available'. */
export type EmulatorFeed = { available: false; reason: string } | { available: true; items: Json[] }

/** The Emulator tab: what the local emulator said when last asked. */
export interface EmulatorSnapshot {
  /** 'absent': GET /emulator/state failed, so the page does not run against the emulator. */
  status: 'absent' | 'present'
  api: string
  checkedAt: number
  chains: EmulatorChainSnapshot[]
  analytics: EmulatorFeed
  mailbox: EmulatorFeed
  lastMined?: { chainId: number; blockNumber?: number }
}

/** What every tab shows: live from a kit, or read back from an exported file. */
export interface SessionData {
  events: TimelineEntry[]
  requests: RequestEntry[]
  /** Entries dropped from the bounded buffers (oldest first). */
  droppedEvents: number
  droppedRequests: number
  state: StateSnapshot
  router: RouterSnapshot
  gates: GatesSnapshot
  emulator?: EmulatorSnapshot
}

export const SESSION_FORMAT = 'appkit-devtools-session'
export const SESSION_VERSION = 1

/** An exported session: the JSON file devtools downloads and imports back. */
export interface DevtoolsSession extends SessionData {
  format: typeof SESSION_FORMAT
  version: typeof SESSION_VERSION
  /** ISO time of the export. */
  exportedAt: string
}
