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
