/** A failure the API serves instead of (or before) the real answer, for the next `times` requests. */
export interface Fault {
  /** Exact request path, or a prefix ending in '*' (e.g. '/rpc/*'). */
  path: string
  /** Only requests with this method; all methods when absent. */
  method?: string
  /** Status to answer with; when absent the request is only delayed, then served normally. */
  status?: number
  /** Response body: a string is sent as is (malformed JSON on purpose), anything else as JSON. */
  body?: unknown
  /** Extra response headers, e.g. { 'Retry-After': '1' }. */
  headers?: Record<string, string>
  /** Wait this long before answering. */
  delayMs?: number
  /** How many matching requests it applies to. */
  times: number
}

export type ParsedFault = { ok: true; fault: Fault } | { ok: false; message: string }

export interface Faults {
  add: (fault: Fault) => void
  /** The first fault matching the request, counted as used; undefined when none. */
  take: (method: string, pathname: string) => Fault | undefined
  list: () => readonly Fault[]
  clear: () => void
}

/** The fault switch of one API server: a queue of armed faults, used up request by request. */
export function createFaults(): Faults {
  const armed: { fault: Fault; remaining: number }[] = []
  return {
    add: (fault) => {
      armed.push({ fault, remaining: fault.times })
    },
    take: (method, pathname) => {
      const index = armed.findIndex(({ fault }) => faultMatches(fault, method, pathname))
      const entry = armed[index]
      if (entry === undefined) return undefined
      entry.remaining -= 1
      if (entry.remaining <= 0) armed.splice(index, 1)
      return entry.fault
    },
    list: () => armed.map(({ fault, remaining }) => ({ ...fault, times: remaining })),
    clear: () => {
      armed.length = 0
    },
  }
}

export function faultMatches(fault: Fault, method: string, pathname: string): boolean {
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
  const { path, method, status, body, headers, delayMs, times = 1 } = record
  if (typeof path !== 'string' || !path.startsWith('/')) {
    return { ok: false, message: "'path' must be a string starting with '/'" }
  }
  if (method !== undefined && typeof method !== 'string') {
    return { ok: false, message: "'method' must be a string" }
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
  if (status === undefined && delayMs === undefined) {
    return { ok: false, message: "Give 'status', 'delayMs' or both" }
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
      path,
      times,
      ...(method !== undefined && { method }),
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
