import type { ViewData, ViewName } from '@appkit/kernel'
import { Suspense } from 'react'
import { Spinner } from '../components/Spinner.js'
import { useUi } from '../context/useUi.js'
import { resolveViewLoader } from '../views/resolveViewLoader.js'
import type { ViewCache } from './createViewCache.js'
import { ViewErrorBoundary } from './ViewErrorBoundary.js'
import { ViewUnavailable } from './ViewUnavailable.js'

export interface ViewOutletProps {
  view: ViewName
  data: ViewData | undefined
  /** Changes on every navigation, so each history entry starts with fresh view state. */
  entryKey: string
  /** The modal's view components, kept while the modal is closed. */
  views: ViewCache
}

/** Renders the view the router shows, loading its chunk on first use. */
export function ViewOutlet({ view, data, entryKey, views }: ViewOutletProps) {
  const { kit } = useUi()
  const loader = resolveViewLoader(kit.router, view)
  if (!loader) return <ViewUnavailable view={view} />
  const View = views.get(view, loader)
  return (
    <ViewErrorBoundary key={entryKey} onRetry={() => views.forget(view)}>
      <Suspense
        fallback={
          <div className="centered">
            <Spinner label="Loading" />
          </div>
        }
      >
        <View view={view} data={data} />
      </Suspense>
    </ViewErrorBoundary>
  )
}
