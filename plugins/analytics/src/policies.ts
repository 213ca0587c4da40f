import { SECOND_MS } from '@appkit/kernel'

/** The plugin's name, also the name of every hook tap it makes. */
export const ANALYTICS_PLUGIN_NAME = 'appkit:analytics'

/** Where events go, under the kit's `urls.analytics` (spec §7 'POST /e'). */
export const ANALYTICS_INGEST_PATH = '/e'

/** Where the project says whether it collects analytics, on the project API (spec §7). */
export const ANALYTICS_CONFIG_PATH = '/getAnalyticsConfig'

/**
 * Not in the spec: events wait this long in the queue, so the ones of one interaction (open,
 * select, connect) go out in one request. The first event starts the wait; later ones join it.
 */
export const ANALYTICS_FLUSH_DELAY_MS = SECOND_MS

/** Not in the spec: a batch goes out at once when this many events are queued. */
export const ANALYTICS_BATCH_SIZE = 10

/**
 * Not in the spec: the most events kept while waiting (for the project's analytics config or
 * the flush delay); past it the oldest are dropped, so a page that never flushes stays small.
 */
export const ANALYTICS_MAX_QUEUED = 100

/** Spec §7 'Sent only when analytics is on or for an INITIALIZE event'. */
export const ALWAYS_SENT_EVENTS: readonly string[] = Object.freeze(['INITIALIZE'])

/** Spec §7 'never for MODAL_CREATED'. */
export const NEVER_SENT_EVENTS: readonly string[] = Object.freeze(['MODAL_CREATED'])
