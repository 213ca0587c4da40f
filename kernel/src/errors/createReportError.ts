import type { ErrorReporter } from '../pipelines/createErrorReporter.js'
import { type AppKitError, toAppKitError } from './AppKitError.js'
import { isUserRejection } from './isUserRejection.js'
import type { ReportErrorOptions } from './ReportErrorOptions.js'
import { RequestAbortedError } from './RequestAbortedError.js'

/** The event a user rejection (4001) is tracked as, instead of an error report. */
export const USER_REJECTED_EVENT = 'USER_REJECTED'

export interface ReportErrorDeps {
  reporter: ErrorReporter
  /** Logs the failure (the kit's logger at level error). */
  log(appKitError: AppKitError, options: ReportErrorOptions): void
  /** Tracks an analytics event (the kit's `eventTracked`). */
  track(event: string, properties: Record<string, unknown>): void
}

/**
 * The kit's `reportError`: wraps any failure as an AppKitError (the flow's category when it is
 * not one already) and reports it once, however many layers it passes on its way out (an error
 * the swaps client reported is not reported again by the swap that rethrows it, nor when a flow
 * wraps it as its own error's cause). A user saying
 * no (code 4001 in the cause chain) is not a fault of the SDK: as Reown does, it is tracked as
 * the USER_REJECTED event with its flow, never sent as an error report. A request its caller
 * aborted (a lookup superseded by the next keystroke) is no failure and is not reported.
 */
export function createReportError(deps: ReportErrorDeps) {
  // Per kit, weakly: reported failures are remembered as long as someone holds them.
  const reported = new WeakSet<object>()
  const isObject = (value: unknown): value is object =>
    (typeof value === 'object' || typeof value === 'function') && value !== null

  return function reportError(error: unknown, options: ReportErrorOptions = {}): AppKitError {
    const appKitError = toAppKitError(error, options.category)
    // Reported already, itself or as the cause of this wrapper (sign-in wraps a failed signature).
    if (inChain(appKitError, (cause) => isObject(cause) && reported.has(cause))) return appKitError
    if (isObject(error)) reported.add(error)
    reported.add(appKitError)
    if (inChain(appKitError, (cause) => cause instanceof RequestAbortedError)) return appKitError
    const flow = options.flow === undefined ? {} : { flow: options.flow }
    if (isUserRejection(error)) {
      deps.track(USER_REJECTED_EVENT, { ...flow, message: appKitError.shortMessage })
      return appKitError
    }
    deps.log(appKitError, options)
    // The report names the original failure (its type and stack), not the wrapper.
    deps.reporter.report(error, appKitError.category, options.flow)
    return appKitError
  }
}

/** Whether a cause of `error` matches; a hostile chain (a throwing getter) answers false. */
function inChain(error: AppKitError, predicate: (cause: unknown) => boolean): boolean {
  try {
    return error.walk(predicate) !== undefined
  } catch {
    return false
  }
}
