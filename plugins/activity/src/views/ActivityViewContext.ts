import type { PluginContext } from '@appkit/kernel'
import type { ActivityStore } from '../history/createActivityStore.js'

/**
 * What the Activity view is bound to: the plugin's context (the registry it reads) and its
 * history store.
 */
export interface ActivityViewContext {
  ctx: Pick<PluginContext, 'registry'>
  history: ActivityStore
  /** Times shown in this time zone; default the page's. */
  timeZone?: string
}
