import type { AppKitError, ErrorCategory } from './AppKitError.js'

/** Where a reported failure happened: the flow and the category its failures default to. */
export interface ReportErrorOptions {
  /** The failing flow, e.g. 'connect', 'sign', 'swaps'; sent with the report. */
  flow?: string
  /** Category of a failure that is not already an AppKitError; default INTERNAL_SDK_ERROR. */
  category?: ErrorCategory
}

/** `kit.reportError`: wraps as AppKitError, reports once (5 per 60 s), returns the wrapper. */
export type ReportError = (error: unknown, options?: ReportErrorOptions) => AppKitError
