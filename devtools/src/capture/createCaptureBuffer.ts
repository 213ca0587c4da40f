import {
  isChainNamespace,
  type LogEntry,
  type ObservedRequest,
  type ObservedRequestResult,
} from '@appkit/kernel'
import { DEVTOOLS_LIMITS } from '../DEVTOOLS_LIMITS.js'
import { toSerializable } from '../serialize/toSerializable.js'
import type { RequestEntry, TimelineEntry } from '../session/DevtoolsSession.js'
import { namespaceOf } from './namespaceOf.js'

export interface CaptureBufferOptions {
  /** Default DEVTOOLS_LIMITS.maxEvents (2000). */
  maxEvents?: number
  /** Default DEVTOOLS_LIMITS.maxRequests (1000). */
  maxRequests?: number
  /** Epoch milliseconds. */
  now?: () => number
  /** Called after every change (the capture batches these into one notification). */
  onChange?: () => void
  /**
   * Whether a name is a chain family, for each entry's namespace: the kit's registered families
   * (its registry's `namespaces`). Default: any CAIP-2 namespace.
   */
  isFamily?: (namespace: string) => boolean
}

export interface CaptureContents {
  events: readonly TimelineEntry[]
  requests: readonly RequestEntry[]
  droppedEvents: number
  droppedRequests: number
  paused: boolean
}

export interface CaptureBuffer {
  recordHook(name: string, args: readonly unknown[]): void
  recordLog(entry: LogEntry): void
  requestStarted(request: ObservedRequest): void
  requestFinished(request: ObservedRequestResult): void
  pause(): void
  resume(): void
  clear(): void
  /** The current contents; the same arrays until something changes. */
  contents(): CaptureContents
}

function requestKey(request: Pick<ObservedRequest, 'source' | 'url' | 'id'>): string {
  return `${request.source} ${request.url} #${request.id}`
}

function payloadOf(args: readonly unknown[]) {
  if (args.length === 0) return null
  return toSerializable(args.length === 1 ? args[0] : args)
}

function startedEntry(request: ObservedRequest, startedAt: number): RequestEntry {
  const entry: RequestEntry = {
    key: requestKey(request),
    id: request.id,
    source: String(request.source),
    kind: request.kind,
    method: String(request.method),
    url: String(request.url),
    startedAt,
    state: 'pending',
  }
  if (request.body !== undefined) entry.body = toSerializable(request.body)
  if (request.batchSize !== undefined) entry.batchSize = request.batchSize
  if (request.rpcMethods !== undefined) entry.rpcMethods = request.rpcMethods.map(String)
  return entry
}

function finishedEntry(started: RequestEntry, request: ObservedRequestResult): RequestEntry {
  const entry: RequestEntry = {
    ...started,
    state: request.ok ? 'ok' : 'error',
    attempts: request.attempts,
    retries: Math.max(0, request.attempts - 1),
    durationMs: Math.round(request.durationMs * 10) / 10,
  }
  if (typeof request.status === 'number') entry.status = request.status
  if (request.ok && request.response !== undefined)
    entry.response = toSerializable(request.response)
  if (request.error !== undefined) entry.error = toSerializable(request.error)
  return entry
}

/**
 * The bounded buffers behind the Events and RPC tabs: hook calls and log entries in one
 * timeline, requests paired start-to-finish by source, url and id. When a buffer is full the
 * oldest entry goes (and is counted). Paused, nothing is recorded. Framework-free.
 */
export function createCaptureBuffer(options: CaptureBufferOptions = {}): CaptureBuffer {
  const maxEvents = Math.max(1, options.maxEvents ?? DEVTOOLS_LIMITS.maxEvents)
  const maxRequests = Math.max(1, options.maxRequests ?? DEVTOOLS_LIMITS.maxRequests)
  const now = options.now ?? Date.now
  const isFamily = options.isFamily ?? isChainNamespace
  const events: TimelineEntry[] = []
  const requests: RequestEntry[] = []
  /** Requests still waiting for their finish, by key. */
  const pending = new Map<string, RequestEntry>()
  let nextId = 1
  let droppedEvents = 0
  let droppedRequests = 0
  let paused = false
  let cached: CaptureContents | undefined

  function changed() {
    cached = undefined
    options.onChange?.()
  }

  function pushEvent(entry: TimelineEntry) {
    events.push(entry)
    if (events.length > maxEvents) {
      droppedEvents += events.length - maxEvents
      events.splice(0, events.length - maxEvents)
    }
  }

  function pushRequest(entry: RequestEntry) {
    requests.push(entry)
    if (requests.length > maxRequests) {
      for (const dropped of requests.splice(0, requests.length - maxRequests)) {
        if (pending.get(dropped.key) === dropped) pending.delete(dropped.key)
        droppedRequests++
      }
    }
  }

  return {
    recordHook(name, args) {
      if (paused) return
      const payload = payloadOf(args)
      const entry: TimelineEntry = { id: nextId++, kind: 'hook', name, time: now(), payload }
      const namespace = namespaceOf(payload, isFamily)
      if (namespace) entry.namespace = namespace
      pushEvent(entry)
      changed()
    },
    recordLog(log) {
      if (paused) return
      const payload = log.data === undefined ? null : toSerializable(log.data)
      const entry: TimelineEntry = {
        id: nextId++,
        kind: 'log',
        name: log.level,
        time: log.time,
        message: String(log.message),
        payload,
      }
      const namespace = namespaceOf(payload, isFamily)
      if (namespace) entry.namespace = namespace
      pushEvent(entry)
      changed()
    },
    requestStarted(request) {
      if (paused) return
      const entry = startedEntry(request, now())
      pending.set(entry.key, entry)
      pushRequest(entry)
      changed()
    },
    requestFinished(request) {
      if (paused) return
      const key = requestKey(request)
      const started = pending.get(key)
      pending.delete(key)
      if (started) {
        const index = requests.lastIndexOf(started)
        const entry = finishedEntry(started, request)
        if (index >= 0) requests[index] = entry
        else pushRequest(entry)
      } else {
        // Started before capture began (or dropped since): list it from its finish alone.
        pushRequest(finishedEntry(startedEntry(request, now() - request.durationMs), request))
      }
      changed()
    },
    pause() {
      if (paused) return
      paused = true
      changed()
    },
    resume() {
      if (!paused) return
      paused = false
      changed()
    },
    clear() {
      events.length = 0
      requests.length = 0
      pending.clear()
      droppedEvents = 0
      droppedRequests = 0
      changed()
    },
    contents() {
      cached ??= {
        events: events.slice(),
        requests: requests.slice(),
        droppedEvents,
        droppedRequests,
        paused,
      }
      return cached
    },
  }
}
