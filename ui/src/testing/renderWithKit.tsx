import type { AppKit } from '@appkit/kernel'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { AppKitProvider, type AppKitProviderProps } from '../AppKitProvider.js'

/** Server-renders a tree under a provider: markup checks without a DOM (effects do not run). */
export function renderWithKit(
  kit: AppKit,
  node: ReactNode,
  props: Omit<AppKitProviderProps, 'kit' | 'children'> = {},
): string {
  return renderToString(
    <AppKitProvider kit={kit} {...props}>
      {node}
    </AppKitProvider>,
  )
}
