import { type PluginRouter, VIEW_NAMES } from '@appkit/kernel'
import { toSerializable } from '../serialize/toSerializable.js'
import type { RouterSnapshot } from '../session/DevtoolsSession.js'

/** The Router tab's picture of a kit: current view, open or closed, the history stack. */
export function snapshotRouter(router: Pick<PluginRouter, 'store' | 'hasView'>): RouterSnapshot {
  const state = router.store.getState()
  return {
    view: String(state.view),
    open: state.open,
    history: state.history.map((entry) => ({
      view: String(entry.view),
      data: entry.data === undefined ? null : toSerializable(entry.data),
    })),
    registered: VIEW_NAMES.filter((name) => router.hasView(name)),
  }
}
