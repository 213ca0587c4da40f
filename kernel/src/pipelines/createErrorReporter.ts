import { AppKitError, type ErrorCategory } from '../errors/AppKitError.js'
import { ERROR_REPORT_LIMIT, ERROR_REPORT_WINDOW_MS } from './policies.js'

/** The error event of spec §7 ('for errors: type error, event category, errorType, ...'). */
export interface ErrorReport {
  type: 'error'
  category: ErrorCategory
  errorType: string
  errorMessage: string
  stackTrace: string
  timestamp: number
  /** The failing flow when the reporter knows it, e.g. 'connect', 'swaps'. */
  flow?: string
}

export interface ErrorReporterOptions {
  /** Delivers one report (e.g. POST /e). Its failures are silently ignored. */
  send(report: ErrorReport, error: unknown): unknown
  /** Clock in ms; default Date.now. */
  now?: () => number
  /** Default ERROR_REPORT_LIMIT (5) per ERROR_REPORT_WINDOW_MS (60 s). */
  limit?: number
  windowMs?: number
}

export interface ErrorReporter {
  /** Reports an error unless the limit is reached; returns whether it was sent. Never throws. */
  report(error: unknown, category?: ErrorCategory, flow?: string): boolean
}

function toReport(
  error: unknown,
  timestamp: number,
  category?: ErrorCategory,
  flow?: string,
): ErrorReport {
  const isError = error instanceof Error
  return {
    ...(flow === undefined ? {} : { flow }),
    type: 'error',
    category: category ?? (error instanceof AppKitError ? error.category : 'INTERNAL_SDK_ERROR'),
    errorType: isError ? error.name : typeof error,
    errorMessage: isError ? error.message : String(error),
    stackTrace: isError ? (error.stack ?? '') : '',
    timestamp,
  }
}

/**
 * Sends error reports, at most `limit` in any sliding window of `windowMs` (spec §7 'Error
 * reports limited to 5 per 60 seconds, silently ignored on failure').
 */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const now = options.now ?? Date.now
  const limit = options.limit ?? ERROR_REPORT_LIMIT
  const windowMs = options.windowMs ?? ERROR_REPORT_WINDOW_MS
  const sentAt: number[] = []

  return {
    report(error, category, flow) {
      const time = now()
      while (sentAt.length > 0 && (sentAt[0] ?? 0) <= time - windowMs) sentAt.shift()
      if (sentAt.length >= limit) return false
      sentAt.push(time)
      let report: ErrorReport
      try {
        report = toReport(error, time, category, flow)
      } catch {
        return false
      }
      // Sync throws and async rejections of `send` are both swallowed here.
      Promise.resolve()
        .then(() => options.send(report, error))
        .catch(() => undefined)
      return true
    },
  }
}
