import type { AppKit } from '@appkit/kernel'
import type { ActivityStore } from '../history/createActivityStore.js'

/** What the Activity view is bound to: one kit and its history store. */
export interface ActivityViewContext {
  kit: AppKit
  history: ActivityStore
  /** Times shown in this time zone; default the page's. */
  timeZone?: string
}
