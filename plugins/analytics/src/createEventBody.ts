import type { AnalyticsEventBody, AnalyticsEventProps } from './AnalyticsEventBody.js'
import type { AnalyticsWindow } from './AnalyticsWindow.js'
import { createEventId } from './createEventId.js'

export interface CreateEventBodyParameters {
  props: AnalyticsEventProps
  page: Pick<AnalyticsWindow, 'location'>
  /** Milliseconds since the epoch; default now. */
  timestamp?: number
  /** Default createEventId (a random UUID). */
  eventId?: string
}

/** One POST /e event: a fresh id, the page's url and domain, the time and the props (spec §7). */
export function createEventBody(parameters: CreateEventBodyParameters): AnalyticsEventBody {
  return {
    eventId: parameters.eventId ?? createEventId(),
    url: parameters.page.location.href,
    domain: parameters.page.location.hostname,
    timestamp: parameters.timestamp ?? Date.now(),
    props: parameters.props,
  }
}
