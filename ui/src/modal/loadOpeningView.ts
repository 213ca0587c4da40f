import type { AppKit, ViewName } from '@appkit/kernel'
import type { ComponentType } from 'react'

export interface OpeningViewLoad {
  /** The modal shell's component. */
  modal: Promise<ComponentType>
  /** The opening view's module, from the kit's view registry; undefined when no one registered it. */
  view: Promise<unknown>
  /**
   * The modal shell once both loads have settled, so the modal first renders with its view
   * already loaded (no fallback in between). A view that failed does not hold the modal back:
   * the outlet shows the failure and offers to try again. Rejects when the shell failed.
   */
  ready: Promise<ComponentType>
}

/**
 * Starts fetching the modal shell, the view it opens on and the kit's messages (the formatter,
 * another locale's catalogs) at the same time (no waterfall:
 * the view's chunk is not left for the shell to request once it renders). `view` defaults to
 * the router's current view: the one `open()` chose, once the modal is open. Both loads are
 * cached (the kit's view registry, the module system), so calling it again costs nothing.
 *
 * @example
 * loadOpeningView(kit, loadModal, 'Connect').ready.then((Modal) => setModal(() => Modal))
 */
export function loadOpeningView(
  kit: Pick<AppKit, 'router'> & Partial<Pick<AppKit, 'i18n'>>,
  loadModal: () => Promise<ComponentType>,
  view: ViewName = kit.router.store.getState().view,
): OpeningViewLoad {
  const modal = loadModal()
  const viewLoad = kit.router.hasView(view) ? kit.router.loadView(view) : Promise.resolve(undefined)
  // The message formatter and the visitor's catalogs: the modal first renders in its language.
  const messages = kit.i18n?.load().catch(() => undefined)
  const ready = Promise.all([modal, viewLoad.catch(() => undefined), messages]).then(
    ([Modal]) => Modal,
  )
  return { modal, view: viewLoad, ready }
}
