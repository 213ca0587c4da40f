import type { ViewData, ViewName } from '@appkit/kernel'
import type { ComponentType } from 'react'

/** What the modal passes to the view the router shows. */
export interface ViewProps {
  view: ViewName
  data: ViewData | undefined
}

/** A view module: its default export is the view's component. */
export interface ViewModule {
  default: ComponentType<ViewProps>
}

export function isViewModule(module: unknown): module is ViewModule {
  return (
    typeof module === 'object' &&
    module !== null &&
    typeof (module as { default?: unknown }).default === 'function'
  )
}
