import type { AnalyticsEventBody } from './AnalyticsEventBody.js'

/** 'fetch' while the page lives; 'beacon' when it may be going away (page hide). */
export type DeliveryMode = 'fetch' | 'beacon'

export interface QueuedEvent {
  body: AnalyticsEventBody
  /** Sent whether or not analytics is on (INITIALIZE). */
  always: boolean
}

export interface EventQueueOptions {
  flushDelayMs: number
  batchSize: number
  maxQueued: number
  /** Whether the project collects analytics: true, false, or undefined while not known yet. */
  isEnabled(): boolean | undefined
  /** Settles once `isEnabled()` is known (the same promise every call); never rejects. */
  whenKnown(): Promise<void>
  /** Sends one batch (at most `batchSize` events, oldest first); never throws. */
  deliver(events: readonly AnalyticsEventBody[], mode: DeliveryMode): void
}

export interface EventQueue {
  push(event: QueuedEvent): void
  /**
   * Sends what may be sent now: events marked `always`, and the others when analytics is known
   * to be on. Those waiting for the project's answer stay queued and go out once it comes.
   */
  flush(mode?: DeliveryMode): void
  size(): number
  /** Takes no more events and flushes the queue. */
  close(): void
}

/**
 * The batching queue: the first event starts a `flushDelayMs` wait, `batchSize` queued events
 * flush at once, and a page hide flushes with a beacon. Events of a project whose analytics is
 * off are dropped at flush time, except the `always` ones.
 */
export function createEventQueue(options: EventQueueOptions): EventQueue {
  let queued: QueuedEvent[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  let waitingForConfig = false
  let closed = false

  function flush(mode: DeliveryMode = 'fetch') {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    const enabled = options.isEnabled()
    const ready: AnalyticsEventBody[] = []
    const undecided: QueuedEvent[] = []
    for (const event of queued) {
      if (event.always || enabled === true) ready.push(event.body)
      else if (enabled === undefined) undecided.push(event)
    }
    queued = undecided
    for (let start = 0; start < ready.length; start += options.batchSize) {
      options.deliver(ready.slice(start, start + options.batchSize), mode)
    }
    if (undecided.length > 0 && !waitingForConfig) {
      waitingForConfig = true
      void options.whenKnown().then(() => {
        waitingForConfig = false
        flush()
      })
    }
  }

  return {
    push(event) {
      if (closed) return
      queued.push(event)
      if (queued.length > options.maxQueued) queued.splice(0, queued.length - options.maxQueued)
      if (queued.length >= options.batchSize) flush()
      else timer ??= setTimeout(() => flush(), options.flushDelayMs)
    },
    flush,
    size: () => queued.length,
    close() {
      closed = true
      flush()
    },
  }
}
