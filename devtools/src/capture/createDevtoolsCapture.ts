import type { LogEntry, ObservedRequest, ObservedRequestResult } from '@appkit/kernel'
import { mineBlock } from '../emulator/mineBlock.js'
import { readEmulator } from '../emulator/readEmulator.js'
import {
  type DevtoolsSession,
  SESSION_FORMAT,
  SESSION_VERSION,
  type SessionData,
} from '../session/DevtoolsSession.js'
import { parseSession } from '../session/parseSession.js'
import { createCaptureBuffer } from './createCaptureBuffer.js'
import type { DevtoolsCaptureSource } from './DevtoolsCaptureSource.js'
import { interceptHooks } from './interceptHooks.js'
import { snapshotGates } from './snapshotGates.js'
import { snapshotRouter } from './snapshotRouter.js'
import { snapshotState } from './snapshotState.js'

export interface DevtoolsCaptureOptions {
  /** Hook calls and logs kept (default 2000); the oldest go first. */
  maxEvents?: number
  /** Requests kept (default 1000). */
  maxRequests?: number
  /** Epoch milliseconds. */
  now?: () => number
  /** For the Emulator tab's own calls (default: the kit's `fetch` option, then global fetch). */
  fetch?: typeof fetch
}

export interface DevtoolsState {
  /** What the kit is doing now. */
  live: SessionData
  /** A session read back from a file; while set, the panel shows it read-only. */
  imported: SessionData | null
  /** What the panel shows: the imported session when there is one, else the live one. */
  shown: SessionData
  paused: boolean
  /** The Emulator tab is asking the emulator. */
  emulatorBusy: boolean
  /** The last Emulator tab action failure, if any. */
  emulatorError: string | null
}

/** What devtools records from one kit, framework-free; the React panel renders it. */
export interface DevtoolsCapture {
  getState(): DevtoolsState
  /** Called (batched, after a microtask) whenever the state changed. */
  subscribe(listener: () => void): () => void
  pause(): void
  resume(): void
  /** Empties the Events and RPC buffers. */
  clear(): void
  /** The shown session (live, or the imported one) as the JSON file's content. */
  exportSession(): DevtoolsSession
  /** Shows a session read from a file, read-only; throws 'Not an AppKit devtools session'. */
  importSession(session: unknown): DevtoolsSession
  /** Back to the live session. */
  closeImported(): void
  /** Asks the emulator for its state, balances, analytics and mailbox (the Emulator tab). */
  refreshEmulator(): Promise<void>
  /** Mines a block on one of the emulator's chains, then refreshes. */
  mineBlock(chainId: number): Promise<void>
  /** Shows a view: opens the modal first when it is closed. False when vetoed. */
  pushView(view: string): boolean
  /** Stops recording and unsubscribes from the kit's stores. */
  detach(): void
}

function withoutMeta(session: DevtoolsSession): SessionData {
  const { format: _format, version: _version, exportedAt: _exportedAt, ...data } = session
  return data
}

/**
 * Attaches devtools to a kit through the devtools plugin's context (or through the kit itself,
 * for the panel's own capture): an interceptor on every kernel hook (the Events timeline and,
 * from requestStarted/requestFinished, the RPC list), a subscription to the logger (log lines in
 * the timeline) and to the registry, router, gates and sign-in stores (State, Router and Gates).
 * The kit has no reference to it. Recording is synchronous and bounded; listeners are told once
 * per microtask, so a burst of hook calls renders once and no React update runs inside a
 * render that fired a hook. Capture errors are swallowed: the kit never sees them.
 *
 * @example
 * setup(ctx) {
 *   const capture = createDevtoolsCapture(ctx)
 *   // after a connect, capture.getState().live.events has beforeConnect, connected ...
 *   return () => capture.detach()
 * }
 */
export function createDevtoolsCapture(
  context: DevtoolsCaptureSource,
  options: DevtoolsCaptureOptions = {},
): DevtoolsCapture {
  const now = options.now ?? Date.now
  const fetchImpl =
    options.fetch ?? context.options.fetch ?? ((...args) => globalThis.fetch(...args))
  const listeners = new Set<() => void>()
  let version = 0
  let notifiedVersion = 0
  let notifyScheduled = false
  let kitVersion = 0
  let snapshotVersion = -1
  let kitSnapshots: Pick<SessionData, 'state' | 'router' | 'gates'> | undefined
  let emulator: SessionData['emulator']
  let imported: SessionData | null = null
  let emulatorBusy = false
  let emulatorError: string | null = null
  let built: DevtoolsState | undefined
  let builtVersion = -1
  let attached = true

  function notify() {
    notifyScheduled = false
    if (notifiedVersion === version) return
    notifiedVersion = version
    for (const listener of [...listeners]) {
      try {
        listener()
      } catch {
        // A failing listener must not stop the others.
      }
    }
  }

  function changed() {
    version++
    if (notifyScheduled) return
    notifyScheduled = true
    queueMicrotask(notify)
  }

  function kitChanged() {
    kitVersion++
    changed()
  }

  const buffer = createCaptureBuffer({
    ...(options.maxEvents === undefined ? {} : { maxEvents: options.maxEvents }),
    ...(options.maxRequests === undefined ? {} : { maxRequests: options.maxRequests }),
    now,
    onChange: changed,
    isFamily: (namespace) => context.registry.store.getState().namespaces.includes(namespace),
  })

  const detachHooks = interceptHooks(context.hooks, (name, args) => {
    if (name === 'requestStarted') buffer.requestStarted(args[0] as ObservedRequest)
    else if (name === 'requestFinished') buffer.requestFinished(args[0] as ObservedRequestResult)
    buffer.recordHook(name, args)
  })

  let lastLogId = context.logger.store.getState().entries.at(-1)?.id ?? 0
  function readLogs(entries: readonly LogEntry[]) {
    try {
      for (const entry of entries) {
        if (entry.id <= lastLogId) continue
        lastLogId = entry.id
        buffer.recordLog(entry)
      }
    } catch {
      // Capture must never break the kit.
    }
  }
  const unsubscribers = [
    context.logger.store.subscribe((state) => state.entries, readLogs),
    context.registry.store.subscribe(kitChanged),
    context.router.store.subscribe(kitChanged),
    context.gates.store.subscribe(kitChanged),
    context.openingInputs.store.subscribe(kitChanged),
  ]

  function snapshots() {
    if (!kitSnapshots || snapshotVersion !== kitVersion) {
      kitSnapshots = {
        state: snapshotState(context),
        router: snapshotRouter(context.router),
        gates: snapshotGates(context.gates),
      }
      snapshotVersion = kitVersion
    }
    return kitSnapshots
  }

  function getState(): DevtoolsState {
    if (built && builtVersion === version) return built
    const contents = buffer.contents()
    const live: SessionData = {
      events: contents.events as SessionData['events'],
      requests: contents.requests as SessionData['requests'],
      droppedEvents: contents.droppedEvents,
      droppedRequests: contents.droppedRequests,
      ...snapshots(),
      ...(emulator ? { emulator } : {}),
    }
    // Keep the previous objects when nothing in them changed, so React skips those tabs.
    const previous = built?.live
    const sameLive =
      previous &&
      previous.events === live.events &&
      previous.requests === live.requests &&
      previous.state === live.state &&
      previous.emulator === live.emulator &&
      previous.droppedEvents === live.droppedEvents &&
      previous.droppedRequests === live.droppedRequests
    const shownLive = sameLive ? previous : live
    built = {
      live: shownLive,
      imported,
      shown: imported ?? shownLive,
      paused: contents.paused,
      emulatorBusy,
      emulatorError,
    }
    builtVersion = version
    return built
  }

  async function emulatorAction(action: () => Promise<void>) {
    if (imported) return
    emulatorBusy = true
    emulatorError = null
    changed()
    try {
      await action()
    } catch (error) {
      emulatorError = error instanceof Error ? error.message : String(error)
    } finally {
      emulatorBusy = false
      changed()
    }
  }

  async function refresh() {
    emulator = await readEmulator({ api: context.urls.api, fetch: fetchImpl, now })
    changed()
  }

  return {
    getState,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    pause: () => buffer.pause(),
    resume: () => buffer.resume(),
    clear: () => buffer.clear(),
    exportSession() {
      return {
        format: SESSION_FORMAT,
        version: SESSION_VERSION,
        exportedAt: new Date(now()).toISOString(),
        ...getState().shown,
      }
    },
    importSession(input) {
      const session = parseSession(input)
      imported = withoutMeta(session)
      changed()
      return session
    },
    closeImported() {
      if (!imported) return
      imported = null
      changed()
    },
    refreshEmulator: () => emulatorAction(refresh),
    mineBlock: (chainId) =>
      emulatorAction(async () => {
        if (emulator?.status !== 'present') await refresh()
        const chain = emulator?.chains.find((c) => c.chainId === chainId)
        if (!chain) throw new Error(`The emulator runs no chain ${chainId}`)
        const blockNumber = await mineBlock(fetchImpl, chain.rpcUrl)
        await refresh()
        if (emulator) {
          emulator = {
            ...emulator,
            lastMined: blockNumber === undefined ? { chainId } : { chainId, blockNumber },
          }
        }
      }),
    pushView(view) {
      if (imported) return false
      if (!context.router.store.getState().open) context.open()
      return context.router.push(view)
    },
    detach() {
      if (!attached) return
      attached = false
      detachHooks()
      for (const unsubscribe of unsubscribers) unsubscribe()
      listeners.clear()
    },
  }
}
