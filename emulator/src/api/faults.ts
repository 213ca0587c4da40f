/**
 * The emulator's servers a fault can be armed on. 'api' is the API server: the project API
 * (/appkit/v1/config, /getWallets, ...), the blockchain data API (/v1/...), the on-ramp and
 * the chains' JSON-RPC proxy (/rpc/{chainId}). 'secureSite' is the embedded wallet's secure
 * site on its own origin (GET / is the frame document). The relay's fault is a dropped
 * socket: POST /emulator/relay/drop.
 */
export const FAULT_SERVICES = ['api', 'secureSite'] as const
export type FaultService = (typeof FAULT_SERVICES)[number]

/** A failure a server serves instead of (or before) the real answer, for the next `times` requests. */
export interface Fault {
  /** Which server; 'api' when absent. */
  service?: FaultService
  /** Exact request path, or a prefix ending in '*' (e.g. '/rpc/*'). */
  path: string
  /** Only requests with this method; all methods when absent. */
  method?: string
  /**
   * JSON-RPC proxy only (/rpc/{chainId}): only requests calling this JSON-RPC method (alone
   * or within a batch), e.g. 'eth_getTransactionReceipt'.
   */
  rpcMethod?: string
  /** Status to answer with; when absent the request is only delayed, then served normally. */
  status?: number
  /** Response body: a string is sent as is (malformed JSON on purpose), anything else as JSON. */
  body?: unknown
  /** Extra response headers, e.g. { 'Retry-After': '1' }. */
  headers?: Record<string, string>
  /**
   * Wait this long before answering (at most 600 s: a frame document that never loads).
   * Clearing the faults ends every wait: the request is then served normally.
   */
  delayMs?: number
  /** Cut the connection without an answer (the browser sees a network error). */
  drop?: boolean
  /** How many matching requests it applies to. */
  times: number
}

export type ParsedFault = { ok: true; fault: Fault } | { ok: false; message: string }

export interface Faults {
  add: (fault: Fault) => void
  /** The first fault matching the request, counted as used; undefined when none. */
  take: (
    service: FaultService,
    method: string,
    pathname: string,
    rpcMethods?: readonly string[],
  ) => Fault | undefined
  list: () => readonly Fault[]
  /** Disarms every fault and ends the waits of delayed requests. */
  clear: () => void
  /** Aborted by the next clear(): what a delayed request waits on besides its delay. */
  released: () => AbortSignal
}

/** The fault switch of one API server: a queue of armed faults, used up request by request. */
export function createFaults(): Faults {
  const armed: { fault: Fault; remaining: number }[] = []
  let release = new AbortController()
  return {
    add: (fault) => {
      armed.push({ fault, remaining: fault.times })
    },
    take: (service, method, pathname, rpcMethods = []) => {
      const index = armed.findIndex(({ fault }) =>
        faultMatches(fault, service, method, pathname, rpcMethods),
      )
      const entry = armed[index]
      if (entry === undefined) return undefined
      entry.remaining -= 1
      if (entry.remaining <= 0) armed.splice(index, 1)
      return entry.fault
    },
    list: () => armed.map(({ fault, remaining }) => ({ ...fault, times: remaining })),
    clear: () => {
      armed.length = 0
      release.abort()
      release = new AbortController()
    },
    released: () => release.signal,
  }
}

export function faultMatches(
  fault: Fault,
  service: FaultService,
  method: string,
  pathname: string,
  rpcMethods: readonly string[] = [],
): boolean {
  if ((fault.service ?? 'api') !== service) return false
  if (fault.rpcMethod !== undefined && !rpcMethods.includes(fault.rpcMethod)) return false
  if (fault.method !== undefined && fault.method.toUpperCase() !== method.toUpperCase()) {
    return false
  }
  return fault.path.endsWith('*')
    ? pathname.startsWith(fault.path.slice(0, -1))
    : pathname === fault.path
}

const MAX_DELAY_MS = 600_000

/** Validates the JSON body of POST /emulator/faults. */
export function parseFault(input: unknown): ParsedFault {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, message: 'Expected a JSON object' }
  }
  const record = input as Record<string, unknown>
  const { service, path, method, rpcMethod, status, body, headers, delayMs, drop } = record
  const { times = 1 } = record
  if (service !== undefined && !FAULT_SERVICES.includes(service as FaultService)) {
    return { ok: false, message: `'service' must be one of ${FAULT_SERVICES.join(', ')}` }
  }
  if (typeof path !== 'string' || !path.startsWith('/')) {
    return { ok: false, message: "'path' must be a string starting with '/'" }
  }
  if (method !== undefined && typeof method !== 'string') {
    return { ok: false, message: "'method' must be a string" }
  }
  if (rpcMethod !== undefined && (typeof rpcMethod !== 'string' || rpcMethod === '')) {
    return { ok: false, message: "'rpcMethod' must be a JSON-RPC method name" }
  }
  if (status !== undefined && !(Number.isInteger(status) && isStatus(status))) {
    return { ok: false, message: "'status' must be an integer from 100 to 599" }
  }
  if (
    delayMs !== undefined &&
    !(typeof delayMs === 'number' && Number.isFinite(delayMs) && delayMs >= 0)
  ) {
    return { ok: false, message: "'delayMs' must be a number of milliseconds, 0 or more" }
  }
  if (drop !== undefined && typeof drop !== 'boolean') {
    return { ok: false, message: "'drop' must be true or false" }
  }
  if (drop === true && status !== undefined) {
    return { ok: false, message: "Give 'status' or 'drop', not both" }
  }
  if (status === undefined && delayMs === undefined && drop !== true) {
    return { ok: false, message: "Give 'status', 'delayMs', 'drop' or a mix" }
  }
  if (!(typeof times === 'number' && Number.isInteger(times) && times >= 1)) {
    return { ok: false, message: "'times' must be a positive integer" }
  }
  if (headers !== undefined && !isStringRecord(headers)) {
    return { ok: false, message: "'headers' must be an object of strings" }
  }
  return {
    ok: true,
    fault: {
      ...(service !== undefined && { service: service as FaultService }),
      path,
      times,
      ...(drop === true && { drop: true }),
      ...(method !== undefined && { method }),
      ...(typeof rpcMethod === 'string' && { rpcMethod }),
      ...(typeof status === 'number' && { status }),
      ...(body !== undefined && { body }),
      ...(headers !== undefined && { headers }),
      ...(typeof delayMs === 'number' && { delayMs: Math.min(delayMs, MAX_DELAY_MS) }),
    },
  }
}

function isStatus(value: unknown): value is number {
  return typeof value === 'number' && value >= 100 && value <= 599
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string')
  )
}
