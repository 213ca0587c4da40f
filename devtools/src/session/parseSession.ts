import { type DevtoolsSession, SESSION_FORMAT, SESSION_VERSION } from './DevtoolsSession.js'

export const NOT_A_SESSION = 'Not an AppKit devtools session'

type Check = (value: unknown) => boolean

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isString: Check = (value) => typeof value === 'string'
const isNumber: Check = (value) => typeof value === 'number' && Number.isFinite(value)
const isBoolean: Check = (value) => typeof value === 'boolean'
const isArrayOf =
  (item: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(item)
const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value)
const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || check(value)
const shape =
  (fields: Record<string, Check>): Check =>
  (value) =>
    isObject(value) && Object.entries(fields).every(([key, check]) => check(value[key]))
const oneOf =
  (...values: unknown[]): Check =>
  (value) =>
    values.includes(value)

const network = nullable(shape({ id: isString, name: isString }))

const timelineEntry = shape({
  id: isNumber,
  kind: oneOf('hook', 'log'),
  name: isString,
  time: isNumber,
  namespace: optional(isString),
  message: optional(isString),
})

const requestEntry = shape({
  key: isString,
  id: isNumber,
  source: isString,
  kind: oneOf('http', 'json-rpc'),
  method: isString,
  url: isString,
  batchSize: optional(isNumber),
  rpcMethods: optional(isArrayOf(isString)),
  startedAt: isNumber,
  state: oneOf('pending', 'ok', 'error'),
  attempts: optional(isNumber),
  retries: optional(isNumber),
  durationMs: optional(isNumber),
  status: optional(isNumber),
})

const stateSnapshot = shape({
  activeNamespace: nullable(isString),
  activeNetwork: network,
  activeAccount: nullable(isString),
  namespaces: isArrayOf(
    shape({
      namespace: isString,
      status: isString,
      connectorId: nullable(isString),
      address: nullable(isString),
      network,
      balance: nullable(isString),
      connections: isArrayOf(
        shape({ connectorId: isString, accounts: isArrayOf(isString), network }),
      ),
    }),
  ),
  connectors: isArrayOf(shape({ id: isString, name: isString, type: isString, chain: isString })),
  signIn: shape({ required: isBoolean, hasSessions: isBoolean }),
})

const routerSnapshot = shape({
  view: isString,
  open: isBoolean,
  history: isArrayOf(shape({ view: isString })),
  registered: isArrayOf(isString),
})

const gatesSnapshot = shape({
  status: isString,
  features: isArrayOf(shape({ feature: isString, source: isString, reason: isString })),
})

const feed: Check = (value) =>
  isObject(value) &&
  (value.available === true
    ? Array.isArray(value.items)
    : value.available === false && isString(value.reason))

const emulatorSnapshot = shape({
  status: oneOf('absent', 'present'),
  api: isString,
  checkedAt: isNumber,
  chains: isArrayOf(
    shape({
      chainId: isNumber,
      name: isString,
      rpcUrl: isString,
      blockNumber: optional(isNumber),
      accounts: isArrayOf(shape({ address: isString, balanceWei: optional(isString) })),
      error: optional(isString),
    }),
  ),
  analytics: feed,
  mailbox: feed,
})

const session = shape({
  format: oneOf(SESSION_FORMAT),
  version: oneOf(SESSION_VERSION),
  exportedAt: isString,
  events: isArrayOf(timelineEntry),
  requests: isArrayOf(requestEntry),
  droppedEvents: isNumber,
  droppedRequests: isNumber,
  state: stateSnapshot,
  router: routerSnapshot,
  gates: gatesSnapshot,
  emulator: optional(emulatorSnapshot),
})

/**
 * Checks that an imported file is a session devtools exported (format, version and the shape
 * of every entry), failing closed with 'Not an AppKit devtools session'. Accepts the parsed
 * value or the file's text. What it returns is shown read-only, never executed.
 */
export function parseSession(input: unknown): DevtoolsSession {
  let value = input
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input)
    } catch {
      throw new Error(`${NOT_A_SESSION}: the file is not JSON`)
    }
  }
  if (!isObject(value) || value.format !== SESSION_FORMAT) {
    throw new Error(`${NOT_A_SESSION}: format is not ${SESSION_FORMAT}`)
  }
  if (value.version !== SESSION_VERSION) {
    throw new Error(`${NOT_A_SESSION}: version ${String(value.version)} is not supported`)
  }
  if (!session(value)) throw new Error(`${NOT_A_SESSION}: unexpected content`)
  return value as unknown as DevtoolsSession
}
