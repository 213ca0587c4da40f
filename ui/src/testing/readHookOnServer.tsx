import type { AppKit } from '@appkit/kernel'
import { renderToString } from 'react-dom/server'
import { AppKitProvider, type AppKitProviderProps } from '../AppKitProvider.js'

/** What a hook returns on its server render under a provider (no effects run). */
export function readHookOnServer<T>(
  kit: AppKit,
  hook: () => T,
  props: Omit<AppKitProviderProps, 'kit' | 'children'> = {},
): T {
  const seen: { result?: T } = {}
  function Probe() {
    seen.result = hook()
    return null
  }
  renderToString(
    <AppKitProvider kit={kit} {...props}>
      <Probe />
    </AppKitProvider>,
  )
  if (!('result' in seen)) throw new Error('The hook did not render')
  return seen.result as T
}

/**
 * What a hook returns under each of two providers rendered on one page (one server render): two
 * kits side by side, which must not see each other's state.
 */
export function readHookUnderTwoKits<T>(first: AppKit, second: AppKit, hook: () => T): [T, T] {
  const seen: T[] = []
  function Probe() {
    seen.push(hook())
    return null
  }
  renderToString(
    <>
      <AppKitProvider kit={first}>
        <Probe />
      </AppKitProvider>
      <AppKitProvider kit={second}>
        <Probe />
      </AppKitProvider>
    </>,
  )
  if (seen.length !== 2) throw new Error('The hook did not render under both kits')
  return seen as [T, T]
}
