import type { AppKit, ViewName } from '@appkit/kernel'
import { BUILT_IN_VIEWS } from './registerViews.js'

/**
 * How to load a view's code: the router's registration (a plugin's, or ours), else our
 * built-in loader (the modal may render before the provider's registration effect ran),
 * else undefined: the view is not available.
 */
export function resolveViewLoader(
  router: Pick<AppKit['router'], 'hasView' | 'loadView'>,
  view: ViewName,
  builtIn: Readonly<Record<string, () => Promise<unknown>>> = BUILT_IN_VIEWS,
): (() => Promise<unknown>) | undefined {
  if (router.hasView(view)) return () => router.loadView(view)
  return Object.hasOwn(builtIn, view) ? builtIn[view] : undefined
}
