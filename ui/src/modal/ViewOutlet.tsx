import type { ViewData, ViewName } from '@appkit/kernel'
import { Spinner } from '../components/Spinner.js'
import { useUi } from '../context/useUi.js'
import { resolveViewLoader } from '../views/resolveViewLoader.js'
import type { ViewCache } from './createViewCache.js'
import { useViewEntry } from './useViewEntry.js'
import { ViewErrorBoundary } from './ViewErrorBoundary.js'
import { ViewUnavailable } from './ViewUnavailable.js'

export interface ViewOutletProps {
  view: ViewName
  data: ViewData | undefined
  /** Changes on every navigation, so each history entry starts with fresh view state. */
  entryKey: string
  /** The provider's view components, loaded once (the opening view with the modal). */
  views: ViewCache
}

interface LoadedViewProps {
  view: ViewName
  data: ViewData | undefined
  loader: () => Promise<unknown>
  views: ViewCache
}

/** The view once loaded, 'Loading' before; a failed load goes to the error boundary. */
function LoadedView({ view, data, loader, views }: LoadedViewProps) {
  const entry = useViewEntry(views, view, loader)
  if (entry?.status === 'failed') throw entry.error
  if (entry?.status !== 'loaded') {
    return (
      <div className="centered">
        <Spinner label="Loading" />
      </div>
    )
  }
  const { View } = entry
  return <View view={view} data={data} />
}

/** Renders the view the router shows: at once when loaded, else after a small loading state. */
export function ViewOutlet({ view, data, entryKey, views }: ViewOutletProps) {
  const { kit } = useUi()
  const loader = resolveViewLoader(kit.router, view)
  if (!loader) return <ViewUnavailable view={view} />
  return (
    <ViewErrorBoundary key={entryKey} onRetry={() => views.forget(view)}>
      <LoadedView view={view} data={data} loader={loader} views={views} />
    </ViewErrorBoundary>
  )
}
