import { createStore, type Store } from '../store/createStore.js'

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/** Spec §9: 'Log buffer about 1 MB; default log level error.' */
export const DEFAULT_LOG_LEVEL: LogLevel = 'error'
export const LOG_BUFFER_BYTES = 1_000_000

export interface LogEntry {
  id: number
  level: Exclude<LogLevel, 'silent'>
  message: string
  data?: unknown
  time: number
  /** Approximate size counted against the buffer. */
  bytes: number
}

export interface LoggerState {
  level: LogLevel
  entries: readonly LogEntry[]
  bytes: number
}

export interface Logger {
  store: Store<LoggerState>
  setLevel(level: LogLevel): void
  debug(message: string, data?: unknown): void
  info(message: string, data?: unknown): void
  warn(message: string, data?: unknown): void
  error(message: string, data?: unknown): void
  clear(): void
}

function sizeOf(message: string, data: unknown): number {
  let dataSize = 0
  if (data !== undefined) {
    try {
      dataSize = JSON.stringify(data)?.length ?? 0
    } catch {
      dataSize = 64
    }
  }
  return (message.length + dataSize) * 2 + 64
}

/**
 * The kit's logger: entries at or above the level go to a bounded buffer (about 1 MB, oldest
 * dropped first) that devtools shows, and to the console for warn and error.
 */
export function createLogger(
  options: {
    level?: LogLevel
    maxBytes?: number
    now?: () => number
    console?: Pick<Console, 'warn' | 'error'>
  } = {},
): Logger {
  const maxBytes = options.maxBytes ?? LOG_BUFFER_BYTES
  const now = options.now ?? Date.now
  const out = options.console ?? globalThis.console
  const store = createStore<LoggerState>({
    level: options.level ?? DEFAULT_LOG_LEVEL,
    entries: [],
    bytes: 0,
  })
  let nextId = 1

  function log(level: LogEntry['level'], message: string, data?: unknown) {
    const state = store.getState()
    if (LOG_LEVELS.indexOf(level) < LOG_LEVELS.indexOf(state.level)) return
    const entry: LogEntry = {
      id: nextId++,
      level,
      message,
      time: now(),
      bytes: sizeOf(message, data),
    }
    if (data !== undefined) entry.data = data
    const entries = [...state.entries, entry]
    let bytes = state.bytes + entry.bytes
    while (bytes > maxBytes && entries.length > 1) bytes -= entries.shift()!.bytes
    store.setState({ entries, bytes })
    if (level === 'error') out?.error(`[AppKit] ${message}`, ...(data === undefined ? [] : [data]))
    else if (level === 'warn')
      out?.warn(`[AppKit] ${message}`, ...(data === undefined ? [] : [data]))
  }

  return {
    store,
    setLevel: (level) => store.setState({ level }),
    debug: (message, data) => log('debug', message, data),
    info: (message, data) => log('info', message, data),
    warn: (message, data) => log('warn', message, data),
    error: (message, data) => log('error', message, data),
    clear: () => store.setState({ entries: [], bytes: 0 }),
  }
}
