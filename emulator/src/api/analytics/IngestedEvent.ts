/** One analytics event as POST /e accepts it (spec §7 'body eventId, url, domain, timestamp, props'). */
export interface IngestedEvent {
  eventId: string
  url: string
  domain: string
  /** Milliseconds since the epoch. */
  timestamp: number
  /** `{ type: 'track', event, properties?, address? }` or `{ type: 'error', event, errorType, ... }`. */
  props: Readonly<Record<string, unknown>> & { type: 'track' | 'error'; event: string }
}

/** Who sent a batch: the query (or header) parameters every project call carries. */
export interface IngestSource {
  projectId: string
  st: string
  sv: string
}

/** A stored event as GET /emulator/analytics lists it. */
export interface StoredAnalyticsEvent extends IngestedEvent {
  /** Row number: increases with arrival order. */
  id: number
  /** When the emulator stored it (ISO 8601). */
  receivedAt: string
  projectId: string
  st: string
  sv: string
}
