// @appkit/analytics: the public entry point. Only entry points re-export.

export { ANALYTICS_FEATURE } from './ANALYTICS_FEATURE.js'
export type {
  AnalyticsEventBody,
  AnalyticsEventProps,
  AnalyticsRequestBody,
  ErrorEventProps,
  TrackEventProps,
} from './AnalyticsEventBody.js'
export type { AnalyticsEventTarget, AnalyticsWindow } from './AnalyticsWindow.js'
export { type AnalyticsOptions, analytics } from './analytics.js'
export {
  ALWAYS_SENT_EVENTS,
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_CONFIG_PATH,
  ANALYTICS_FLUSH_DELAY_MS,
  ANALYTICS_INGEST_PATH,
  ANALYTICS_MAX_QUEUED,
  ANALYTICS_PLUGIN_NAME,
  NEVER_SENT_EVENTS,
} from './policies.js'
