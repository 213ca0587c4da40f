import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import type { DevtoolsCapture } from '../capture/createDevtoolsCapture.js'
import type { DevtoolsPlugin } from '../devtools.js'
import { AppKitDevtools, type AppKitDevtoolsProps } from './AppKitDevtools.js'

/**
 * Renders the panel in a React root of its own (for pages that do not want it in their tree).
 * Returns the unmount.
 *
 * @example
 * const tools = devtools()
 * kit.use(tools)
 * const unmount = mountDevtools(tools)
 */
export function mountDevtools(
  devtools: DevtoolsPlugin | DevtoolsCapture,
  options: Omit<AppKitDevtoolsProps, 'devtools' | 'kit'> = {},
): () => void {
  const container = document.createElement('div')
  container.setAttribute('data-appkit-devtools-root', '')
  document.body.appendChild(container)
  const root = createRoot(container)
  root.render(
    <StrictMode>
      <AppKitDevtools devtools={devtools} {...options} />
    </StrictMode>,
  )
  return () => {
    root.unmount()
    container.remove()
  }
}
