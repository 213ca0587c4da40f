import { AppKitError, type ViewName } from '@appkit/kernel'
import type { ComponentType } from 'react'
import { isViewModule, type ViewProps } from '../views/ViewProps.js'

/** A loaded view module's component: its default export, else an AppKitError naming the view. */
export function viewComponentOf(view: ViewName, module: unknown): ComponentType<ViewProps> {
  if (!isViewModule(module)) throw new AppKitError(`View ${view} has no default component`)
  return module.default
}
