import { AppKitError } from '@appkit/kernel'
import {
  EMBEDDED_WALLET_CHANNEL,
  FRAME_READY_DELAY_MS,
  IFRAME_LOAD_TIMEOUT_MS,
} from '../policies.js'
import { decodeFrameMessage } from '../protocol/decodeFrameMessage.js'
import type { FrameRequest, RequestType } from '../protocol/frameMessageSchema.js'
import { isFromSecureFrame } from '../protocol/isFromSecureFrame.js'
import { type FrameHost, type FrameRect, SYSTEM_TIMERS, type Timers } from './FrameHost.js'

export const IFRAME_LOAD_FAILED_MESSAGE = 'Network Error - Could not load embedded wallet'
export const IFRAME_REQUEST_TIMEOUT_MESSAGE = 'Embedded Wallet Request Timed Out'

export interface FrameTransportOptions {
  /**
   * The frame's URL (secureFrameUrl); its origin is the only one trusted. A function is read
   * each time a frame is mounted (its query follows the visitor's locale); its origin must not
   * change.
   */
  url: string | (() => string)
  host: FrameHost
  /** Called once per failed load (the plugin shows the IFRAME_LOAD_FAILED alert). */
  onLoadFailed?: () => void
  /** Called once per timed-out request (the plugin shows the IFRAME_REQUEST_TIMEOUT alert). */
  onRequestTimeout?: () => void
  /** Called each time the frame is ready (first load, after a reload): the plugin syncs dapp data. */
  onReady?: () => void
  /**
   * Asked as the frame starts loading: an error means it cannot load (the page's origin is not
   * allowed), and the load fails at once with that error instead of after the load timeout.
   */
  loadBlocker?: () => Promise<Error | undefined>
  randomId?: () => string
  timers?: Timers
  loadTimeoutMs?: number
  readyDelayMs?: number
}

export interface RequestOptions {
  /** Default none: RPC requests wait for the user; login requests pass IFRAME_REQUEST_TIMEOUT_MS. */
  timeoutMs?: number
  /** A timeout without the IFRAME_REQUEST_TIMEOUT alert (RELOAD's own). */
  quiet?: boolean
  /** Gives the request up: it stops waiting (no timeout, no alert) and rejects 'Request was aborted'. */
  signal?: AbortSignal
}

export interface FrameTransport {
  /** Mounts the frame (once) and resolves 500 ms after its READY; rejects after 20 s. */
  ready(): Promise<void>
  /** Sends a request with a random id and resolves with the reply's payload. */
  request(type: RequestType, payload?: unknown, options?: RequestOptions): Promise<unknown>
  /**
   * Asks the frame to reload (RELOAD) and waits for its new READY; a frame that does not answer
   * within `RELOAD_ANSWER_MS` is removed, so the next request mounts a fresh one. Either way the
   * requests still waiting in the old page reject with 'Request was aborted'.
   */
  reload(): Promise<void>
  /** Shows the frame over `rect` for an approval, or hides it. */
  place(rect: FrameRect | undefined): void
  destroy(): void
}

/** How long a frame has to answer RELOAD before it is replaced. */
export const RELOAD_ANSWER_MS = 5_000

interface Pending {
  resolve: (payload: unknown) => void
  reject: (error: unknown) => void
  timer: unknown
}

/** Spec §8: a request whose frame is gone, or that its caller gave up. */
function abortedError(): AppKitError {
  return new AppKitError('Request was aborted', { category: 'SECURE_SITE_ERROR' })
}

/**
 * The host side of the secure-frame protocol: a hidden iframe from the secure origin, a READY
 * handshake, requests and replies paired by a random id. Every message event is checked
 * (origin and source window) and decoded with the protocol's schema; the rest is ignored.
 */
export function createFrameTransport(options: FrameTransportOptions): FrameTransport {
  const frameUrl = typeof options.url === 'string' ? () => options.url as string : options.url
  const secureOrigin = new URL(frameUrl()).origin
  const timers = options.timers ?? SYSTEM_TIMERS
  const randomId = options.randomId ?? (() => crypto.randomUUID())
  const pending = new Map<string, Pending>()
  let frame: ReturnType<FrameHost['mount']> | undefined
  let stopListening: (() => void) | undefined
  let readiness: Promise<void> | undefined
  let markReady: (() => void) | undefined

  function onMessage(event: { origin: string; source: unknown; data: unknown }): void {
    if (!frame || !isFromSecureFrame(event, secureOrigin, frame.target())) return
    const message = decodeFrameMessage(event.data)
    if (!message) return
    if (message.kind === 'ready') {
      markReady?.()
      return
    }
    const waiting = pending.get(message.id)
    if (!waiting) return
    pending.delete(message.id)
    timers.clearTimeout(waiting.timer)
    if (message.kind === 'success') waiting.resolve(message.payload)
    else
      waiting.reject(
        new AppKitError(message.message, {
          category: 'SECURE_SITE_ERROR',
          ...(message.code === undefined ? {} : { code: message.code }),
        }),
      )
  }

  /** Rejects every request still waiting: its frame is gone. */
  function abortPending(): void {
    for (const [id, waiting] of pending) {
      pending.delete(id)
      timers.clearTimeout(waiting.timer)
      waiting.reject(abortedError())
    }
  }

  function unmount(): void {
    stopListening?.()
    stopListening = undefined
    frame?.remove()
    frame = undefined
    markReady = undefined
  }

  /** Resolves on the frame's next READY (plus the ready delay); rejects after the load timeout. */
  function awaitReady(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      let settled = false
      // The frame will never become ready: nothing sent to it will be answered.
      const fail = (error: unknown) => {
        if (settled) return
        settled = true
        timers.clearTimeout(timer)
        abortPending()
        unmount()
        reject(error)
      }
      const timer = timers.setTimeout(() => {
        if (settled) return
        options.onLoadFailed?.()
        fail(
          new AppKitError(IFRAME_LOAD_FAILED_MESSAGE, {
            category: 'SECURE_SITE_ERROR',
            code: 'IFRAME_LOAD_FAILED',
          }),
        )
      }, options.loadTimeoutMs ?? IFRAME_LOAD_TIMEOUT_MS)
      options.loadBlocker?.().then(
        (error) => {
          if (error) fail(error)
        },
        () => undefined,
      )
      markReady = () => {
        if (settled) return
        settled = true
        markReady = undefined
        timers.clearTimeout(timer)
        timers.setTimeout(() => {
          resolve()
          options.onReady?.()
        }, options.readyDelayMs ?? FRAME_READY_DELAY_MS)
      }
    })
  }

  function load(): Promise<void> {
    const waiting = awaitReady()
    stopListening = options.host.listen(onMessage)
    frame = options.host.mount(frameUrl())
    return waiting
  }

  function track(loading: Promise<void>): Promise<void> {
    const tracked = loading.catch((error: unknown) => {
      if (readiness === tracked) readiness = undefined
      throw error
    })
    readiness = tracked
    return tracked
  }

  function ready(): Promise<void> {
    return readiness ?? track(load())
  }

  const request: FrameTransport['request'] = async (type, payload = {}, requestOptions = {}) => {
    const { signal } = requestOptions
    if (signal?.aborted) throw abortedError()
    await ready()
    if (signal?.aborted) throw abortedError()
    const target = frame?.target()
    if (!target)
      throw new AppKitError(IFRAME_LOAD_FAILED_MESSAGE, { category: 'SECURE_SITE_ERROR' })
    const id = randomId()
    return new Promise<unknown>((resolve, reject) => {
      const onAbort = () => {
        const waiting = pending.get(id)
        if (!waiting) return
        pending.delete(id)
        timers.clearTimeout(waiting.timer)
        waiting.reject(abortedError())
      }
      const settle =
        <T>(finish: (value: T) => void) =>
        (value: T) => {
          signal?.removeEventListener('abort', onAbort)
          finish(value)
        }
      const timer =
        requestOptions.timeoutMs === undefined
          ? undefined
          : timers.setTimeout(() => {
              const waiting = pending.get(id)
              if (!waiting) return
              pending.delete(id)
              if (!requestOptions.quiet) options.onRequestTimeout?.()
              waiting.reject(
                new AppKitError(IFRAME_REQUEST_TIMEOUT_MESSAGE, {
                  category: 'SECURE_SITE_ERROR',
                  code: 'IFRAME_REQUEST_TIMEOUT',
                }),
              )
            }, requestOptions.timeoutMs)
      pending.set(id, { resolve: settle(resolve), reject: settle(reject), timer })
      signal?.addEventListener('abort', onAbort, { once: true })
      const message: FrameRequest = {
        channel: EMBEDDED_WALLET_CHANNEL,
        kind: 'request',
        id,
        type,
        payload,
      }
      // Only the secure origin may read it, even if the frame navigated elsewhere.
      target.postMessage(message, secureOrigin)
    })
  }

  return {
    ready,
    request,
    async reload() {
      if (!frame) return
      try {
        await request('RELOAD', {}, { timeoutMs: RELOAD_ANSWER_MS, quiet: true })
      } catch {
        abortPending()
        unmount()
        readiness = undefined
        return
      }
      // The old page is being replaced: what it was still working on will never be answered.
      abortPending()
      await track(awaitReady())
    },
    place: (rect) => frame?.place(rect),
    destroy() {
      abortPending()
      unmount()
      readiness = undefined
    },
  }
}
