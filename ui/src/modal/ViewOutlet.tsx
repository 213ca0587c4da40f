import type { ViewData, ViewName } from '@appkit/kernel'
import { Spinner } from '../components/Spinner.js'
import { useUi } from '../context/useUi.js'
import { useI18n } from '../i18n/useI18n.js'
import { useViewLoad } from './useViewLoad.js'
import { ViewErrorBoundary } from './ViewErrorBoundary.js'
import { ViewUnavailable } from './ViewUnavailable.js'
import { viewComponentOf } from './viewComponentOf.js'
import { viewOutletMessages as m } from './viewOutletMessages.js'

export interface ViewOutletProps {
  view: ViewName
  data: ViewData | undefined
  /** Changes on every navigation, so each history entry starts with fresh view state. */
  entryKey: string
}

interface LoadedViewProps {
  view: ViewName
  data: ViewData | undefined
}

/** The view once loaded, 'Loading' before; a failed load goes to the error boundary. */
function LoadedView({ view, data }: LoadedViewProps) {
  const { kit } = useUi()
  const { t } = useI18n()
  const load = useViewLoad(kit.router, view)
  if (load?.status === 'failed') throw load.error
  if (load?.status !== 'loaded') {
    return (
      <div className="centered">
        <Spinner label={t(m.loading)} />
      </div>
    )
  }
  const View = viewComponentOf(view, load.module)
  return <View view={view} data={data} />
}

/**
 * Renders the view the router shows, asking the kit's view registry for it: at once when
 * loaded (the opening view loads with the modal), else after a small loading state.
 */
export function ViewOutlet({ view, data, entryKey }: ViewOutletProps) {
  const { kit } = useUi()
  if (!kit.router.hasView(view)) return <ViewUnavailable view={view} />
  return (
    <ViewErrorBoundary key={entryKey} onRetry={() => kit.router.loadView(view).catch(() => {})}>
      <LoadedView view={view} data={data} />
    </ViewErrorBoundary>
  )
}
