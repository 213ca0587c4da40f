import type { ErrorCategory } from '@appkit/kernel'

/** `props` of a tracking event: the kernel's event name and properties, plus the address. */
export interface TrackEventProps {
  type: 'track'
  /** e.g. 'CONNECT_SUCCESS', 'SEND_SUCCESS', 'MODAL_OPEN'. */
  event: string
  /** The event's data, e.g. { isSmartAccount, token, amount, network } for SEND_SUCCESS. */
  properties?: Record<string, unknown>
  /** The active account's address, when connected. */
  address?: string
}

/** `props` of an error report (spec §7 'type error, event category, errorType, ...'). */
export interface ErrorEventProps {
  type: 'error'
  /** The AppKitError category, e.g. 'INTERNAL_SDK_ERROR'. */
  event: ErrorCategory
  errorType: string
  errorMessage: string
  stackTrace: string
  /** The flow that failed, e.g. 'connect', 'swaps' (the kit's report names it). */
  flow?: string
  address?: string
}

export type AnalyticsEventProps = TrackEventProps | ErrorEventProps

/** One event as POST /e carries it (spec §7 'body eventId, url, domain, timestamp, props'). */
export interface AnalyticsEventBody {
  /** A random UUID: the ingest may drop a repeated id. */
  eventId: string
  /** The page's `location.href`. */
  url: string
  /** The page's `location.hostname`. */
  domain: string
  /** Milliseconds since the epoch, when the event happened. */
  timestamp: number
  props: AnalyticsEventProps
}

/** A request body of POST /e: one event as is, several as an array, oldest first. */
export type AnalyticsRequestBody = AnalyticsEventBody | readonly AnalyticsEventBody[]
