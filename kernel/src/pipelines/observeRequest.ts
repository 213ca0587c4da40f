import { Effect, Exit } from 'effect'
import type { AppKitError } from '../errors/AppKitError.js'
import { causeToAppKitError } from './runPromise.js'
import type { RequestProgress } from './sendHttp.js'

export interface RequestStartedInfo {
  /** Counts up per client. */
  id: number
  kind: 'http' | 'json-rpc'
  /** The HTTP method. */
  method: string
  url: string
  /** The request body as sent (before JSON encoding). */
  body?: unknown
  /** JSON-RPC only: how many calls went out in this HTTP request, and their methods. */
  batchSize?: number
  rpcMethods?: readonly string[]
}

export interface RequestFinishedInfo extends RequestStartedInfo {
  attempts: number
  durationMs: number
  /** The last HTTP status received, if any. */
  status: number | undefined
  ok: boolean
  /** The decoded response, when ok. */
  response?: unknown
  error?: AppKitError
}

/** Watches every call of a client (the kernel turns these into hooks for devtools). */
export interface RequestObserver {
  started?(info: RequestStartedInfo): void
  finished?(info: RequestFinishedInfo): void
}

function safely<T>(callback: ((info: T) => void) | undefined, info: T): void {
  try {
    callback?.(info)
  } catch {
    // An observer that throws must not break the request it watches.
  }
}

/** Wraps a call so the observer hears when it starts and how it ended. */
export function observeRequest<A, E>(
  effect: Effect.Effect<A, E>,
  options: {
    observer: RequestObserver | undefined
    info: RequestStartedInfo
    progress: RequestProgress
    now?: () => number
  },
): Effect.Effect<A, E> {
  const { observer, info, progress } = options
  if (!observer) return effect
  const now = options.now ?? (() => performance.now())
  return Effect.suspend(() => {
    safely(observer.started?.bind(observer), info)
    const startedAt = now()
    return effect.pipe(
      Effect.onExit((exit) =>
        Effect.sync(() =>
          safely(observer.finished?.bind(observer), {
            ...info,
            attempts: progress.attempts,
            durationMs: now() - startedAt,
            status: progress.status,
            ...(Exit.isSuccess(exit)
              ? { ok: true, response: exit.value }
              : { ok: false, error: causeToAppKitError(exit.cause) }),
          }),
        ),
      ),
    )
  })
}
