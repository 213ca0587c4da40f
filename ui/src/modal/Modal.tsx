import { useId, useRef } from 'react'
import { useUi } from '../context/useUi.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useI18n } from '../i18n/useI18n.js'
import { Alerts } from '../toasts/Alerts.js'
import { ToastRegion } from '../toasts/ToastRegion.js'
import { FocusTrap } from './FocusTrap.js'
import { ModalHeader } from './ModalHeader.js'
import { ShadowHost } from './ShadowHost.js'
import { resolveColorScheme } from './theme.js'
import { useEscapeKey } from './useEscapeKey.js'
import { useFocusRestore } from './useFocusRestore.js'
import { usePrefersDark } from './usePrefersDark.js'
import { usePrerenderedDialog } from './usePrerenderedDialog.js'
import { useScrollLock } from './useScrollLock.js'
import { ViewOutlet } from './ViewOutlet.js'
import { ViewShownContext } from './ViewShownContext.js'
import { viewTitle } from './viewTitle.js'

/**
 * The modal shell, a chunk of its own fetched with the opening view (once the page is idle, or
 * on hover or focus of a button, at the latest on open): one accessible dialog (aria-modal,
 * labelled by the view's title, focus trapped and restored, Escape and overlay click close
 * through the kit, which may refuse and shake) in a shadow root. While closed and the page is
 * idle, a view registered with `prerender` is rendered hidden (inert, no role, out of the
 * accessibility tree, told by `useViewShown()`), so that opening only reveals it.
 */
export default function Modal() {
  const { kit, themeMode, themeVariables } = useUi()
  const titleId = useId()
  const hostRef = useRef<HTMLElement | null>(null)
  const { open, view, data, depth, shake } = useStoreSelector(kit.router.store, (state) => ({
    open: state.open,
    view: state.view,
    data: state.data,
    depth: state.history.length,
    shake: state.shake,
  }))
  const prefersDark = usePrefersDark(themeMode === 'system')
  const { t, locale, dir } = useI18n()
  const close = () => kit.close()

  useFocusRestore(open, hostRef)
  useScrollLock(open)
  useEscapeKey(open, close)
  const prerendered = usePrerenderedDialog(open, kit.router.prerendersView(view))
  // A property set through the ref, not a JSX attribute: React 18 does not know `inert`.
  const overlayRef = (element: HTMLDivElement | null) => {
    if (element) element.inert = !open
  }

  const state = open ? 'open' : 'closed'
  return (
    <ShadowHost themeVariables={themeVariables} hostRef={hostRef}>
      <div
        className="root"
        lang={locale}
        dir={dir}
        data-theme={resolveColorScheme(themeMode, prefersDark)}
      >
        {/* A click on the overlay is the pointer's way out; keyboards use Escape or the Close button. */}
        <div
          ref={overlayRef}
          className="overlay"
          data-state={state}
          hidden={!open && !prerendered}
          aria-hidden={open ? undefined : 'true'}
          onClick={(event) => {
            if (event.target === event.currentTarget) close()
          }}
        >
          {open || prerendered ? (
            <FocusTrap
              active={open}
              className="dialog"
              role={open ? 'dialog' : undefined}
              aria-modal={open ? 'true' : undefined}
              aria-labelledby={open ? titleId : undefined}
              data-state={state}
              data-shake={shake ? 'true' : undefined}
              focusKey={`${depth}:${view}`}
            >
              <ModalHeader
                titleId={titleId}
                title={viewTitle(view, data, kit.router.viewTitle(view, data), t)}
                canGoBack={depth > 1}
                onBack={() => kit.router.goBack()}
                onClose={close}
              />
              {open ? <Alerts /> : null}
              <div className="body">
                <ViewShownContext.Provider value={open}>
                  <ViewOutlet view={view} data={data} entryKey={`${depth}:${view}`} />
                </ViewShownContext.Provider>
              </div>
              {open ? <ToastRegion /> : null}
            </FocusTrap>
          ) : null}
        </div>
      </div>
    </ShadowHost>
  )
}
