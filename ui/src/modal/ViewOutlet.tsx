import type { ViewData, ViewName } from '@appkit/kernel'
import { Spinner } from '../components/Spinner.js'
import type { ViewCache } from './createViewCache.js'
import { useViewEntry } from './useViewEntry.js'
import { ViewErrorBoundary } from './ViewErrorBoundary.js'
import { ViewUnavailable } from './ViewUnavailable.js'

export interface ViewOutletProps {
  view: ViewName
  data: ViewData | undefined
  /** Changes on every navigation, so each history entry starts with fresh view state. */
  entryKey: string
  /** The kit's views as components, loaded once (the opening view with the modal). */
  views: ViewCache
}

interface LoadedViewProps {
  view: ViewName
  data: ViewData | undefined
  views: ViewCache
}

/** The view once loaded, 'Loading' before; a failed load goes to the error boundary. */
function LoadedView({ view, data, views }: LoadedViewProps) {
  const entry = useViewEntry(views, view)
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
  if (!views.has(view)) return <ViewUnavailable view={view} />
  return (
    <ViewErrorBoundary key={entryKey} onRetry={() => views.load(view).catch(() => {})}>
      <LoadedView view={view} data={data} views={views} />
    </ViewErrorBoundary>
  )
}
