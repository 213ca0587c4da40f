import { useId, useLayoutEffect } from 'react'
import { useUi } from '../context/useUi.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useI18n } from '../i18n/useI18n.js'
import { Alerts } from '../toasts/Alerts.js'
import { ToastRegion } from '../toasts/ToastRegion.js'
import { InlineShadowHost } from './InlineShadowHost.js'
import { ModalHeader } from './ModalHeader.js'
import { resolveColorScheme } from './theme.js'
import { useEmbeddedRestingView } from './useEmbeddedRestingView.js'
import { usePrefersDark } from './usePrefersDark.js'
import { ViewOutlet } from './ViewOutlet.js'
import { viewTitle } from './viewTitle.js'

/**
 * Embedded mode's shell, a chunk of its own: the router's current view inline in the page, as a
 * region labelled by the view's title. Unlike the dialog there is no overlay, no scroll lock,
 * no focus trap and no Escape: the page stays usable around it. Close applies spec §2's rule
 * (Account when connected, else Connect) and may be refused (the region shakes).
 */
export default function EmbeddedModal() {
  const { kit, themeMode, themeVariables } = useUi()
  const titleId = useId()
  const { view, data, depth, shake } = useStoreSelector(kit.router.store, (state) => ({
    view: state.view,
    data: state.data,
    depth: state.history.length,
    shake: state.shake,
  }))
  const prefersDark = usePrefersDark(themeMode === 'system')
  useEmbeddedRestingView(kit)
  const { t, locale, dir } = useI18n()
  // Part of the page, the embedded modal is open while shown: views that close on success see it.
  useLayoutEffect(() => {
    if (!kit.router.store.getState().open) kit.open()
  }, [kit])

  return (
    <InlineShadowHost themeVariables={themeVariables}>
      <div
        className="root"
        lang={locale}
        dir={dir}
        data-theme={resolveColorScheme(themeMode, prefersDark)}
      >
        <section
          className="dialog embedded"
          aria-labelledby={titleId}
          data-shake={shake ? 'true' : undefined}
        >
          <ModalHeader
            titleId={titleId}
            title={viewTitle(view, data, kit.router.viewTitle(view, data), t)}
            canGoBack={depth > 1}
            onBack={() => kit.router.goBack()}
            onClose={() => kit.close()}
          />
          <Alerts />
          <div className="body">
            <ViewOutlet view={view} data={data} entryKey={`${depth}:${view}`} />
          </div>
          <ToastRegion />
        </section>
      </div>
    </InlineShadowHost>
  )
}
