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
  /** The frame's URL (secureFrameUrl); its origin is the only one trusted. */
  url: string
  host: FrameHost
  /** Called once per failed load (the plugin shows the IFRAME_LOAD_FAILED alert). */
  onLoadFailed?: () => void
  /** Called once per timed-out request (the plugin shows the IFRAME_REQUEST_TIMEOUT alert). */
  onRequestTimeout?: () => void
  randomId?: () => string
  timers?: Timers
  loadTimeoutMs?: number
  readyDelayMs?: number
}

export interface RequestOptions {
  /** Default none: RPC requests wait for the user; login requests pass IFRAME_REQUEST_TIMEOUT_MS. */
  timeoutMs?: number
}

export interface FrameTransport {
  /** Mounts the frame (once) and resolves 500 ms after its READY; rejects after 20 s. */
  ready(): Promise<void>
  /** Sends a request with a random id and resolves with the reply's payload. */
  request(type: RequestType, payload?: unknown, options?: RequestOptions): Promise<unknown>
  /** Shows the frame over `rect` for an approval, or hides it. */
  place(rect: FrameRect | undefined): void
  destroy(): void
}

interface Pending {
  resolve: (payload: unknown) => void
  reject: (error: unknown) => void
  timer: unknown
}

/**
 * The host side of the secure-frame protocol: a hidden iframe from the secure origin, a READY
 * handshake, requests and replies paired by a random id. Every message event is checked
 * (origin and source window) and decoded with the protocol's schema; the rest is ignored.
 */
export function createFrameTransport(options: FrameTransportOptions): FrameTransport {
  const secureOrigin = new URL(options.url).origin
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

  function unmount(): void {
    stopListening?.()
    stopListening = undefined
    frame?.remove()
    frame = undefined
    markReady = undefined
  }

  function load(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const timer = timers.setTimeout(() => {
        unmount()
        options.onLoadFailed?.()
        reject(
          new AppKitError(IFRAME_LOAD_FAILED_MESSAGE, {
            category: 'SECURE_SITE_ERROR',
            code: 'IFRAME_LOAD_FAILED',
          }),
        )
      }, options.loadTimeoutMs ?? IFRAME_LOAD_TIMEOUT_MS)
      markReady = () => {
        markReady = undefined
        timers.clearTimeout(timer)
        timers.setTimeout(resolve, options.readyDelayMs ?? FRAME_READY_DELAY_MS)
      }
      stopListening = options.host.listen(onMessage)
      frame = options.host.mount(options.url)
    })
  }

  function ready(): Promise<void> {
    readiness ??= load().catch((error: unknown) => {
      readiness = undefined
      throw error
    })
    return readiness
  }

  return {
    ready,
    async request(type, payload = {}, requestOptions = {}) {
      await ready()
      const target = frame?.target()
      if (!target)
        throw new AppKitError(IFRAME_LOAD_FAILED_MESSAGE, { category: 'SECURE_SITE_ERROR' })
      const id = randomId()
      return new Promise<unknown>((resolve, reject) => {
        const timer =
          requestOptions.timeoutMs === undefined
            ? undefined
            : timers.setTimeout(() => {
                pending.delete(id)
                options.onRequestTimeout?.()
                reject(
                  new AppKitError(IFRAME_REQUEST_TIMEOUT_MESSAGE, {
                    category: 'SECURE_SITE_ERROR',
                    code: 'IFRAME_REQUEST_TIMEOUT',
                  }),
                )
              }, requestOptions.timeoutMs)
        pending.set(id, { resolve, reject, timer })
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
    },
    place: (rect) => frame?.place(rect),
    destroy() {
      for (const [id, waiting] of pending) {
        timers.clearTimeout(waiting.timer)
        waiting.reject(new AppKitError('Request was aborted', { category: 'SECURE_SITE_ERROR' }))
        pending.delete(id)
      }
      unmount()
      readiness = undefined
    },
  }
}
