import type { Router } from '@appkit/kernel'

/**
 * After a network switch that opened no view of its own: back to the previous view (Account,
 * say), or closed when the list was the first view. Nothing happens when the kit already
 * moved on (it closes the modal when leaving an unsupported network).
 */
export function leaveAfterSwitch(
  router: Pick<Router, 'store' | 'goBack' | 'close'>,
  entry: { view: string; depth: number },
): void {
  const state = router.store.getState()
  if (!state.open || state.view !== entry.view || state.history.length !== entry.depth) return
  if (!router.goBack()) router.close()
}
