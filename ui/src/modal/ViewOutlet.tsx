import { AppKitError, type ViewData, type ViewName } from '@appkit/kernel'
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useState } from 'react'
import { Spinner } from '../components/Spinner.js'
import { useUi } from '../context/useUi.js'
import { resolveViewLoader } from '../views/resolveViewLoader.js'
import { isViewModule, type ViewProps } from '../views/ViewProps.js'
import { ViewErrorBoundary } from './ViewErrorBoundary.js'
import { ViewUnavailable } from './ViewUnavailable.js'

type LazyView = LazyExoticComponent<ComponentType<ViewProps>>

export interface ViewOutletProps {
  view: ViewName
  data: ViewData | undefined
  /** Changes on every navigation, so each history entry starts with fresh view state. */
  entryKey: string
}

/** Renders the view the router shows, loading its chunk on first use. */
export function ViewOutlet({ view, data, entryKey }: ViewOutletProps) {
  const { kit } = useUi()
  const [views] = useState(() => new Map<ViewName, LazyView>())
  const loader = resolveViewLoader(kit.router, view)
  if (!loader) return <ViewUnavailable view={view} />
  let View = views.get(view)
  if (!View) {
    View = lazy(async () => {
      const module = await loader()
      if (!isViewModule(module)) throw new AppKitError(`View ${view} has no default component`)
      return module
    })
    views.set(view, View)
  }
  return (
    <ViewErrorBoundary key={entryKey} onRetry={() => views.delete(view)}>
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
