import { type ReactNode, useLayoutEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { adoptStyles } from './adoptStyles.js'
import { PANEL_CSS } from './PANEL_CSS.js'

/**
 * A host element at the end of <body>, outside the AppKit modal, whose shadow root holds the
 * panel: page CSS cannot reach in and the panel's CSS cannot leak out. Renders nothing on the
 * server.
 */
export function DevtoolsShadowHost({ children }: { children: ReactNode }) {
  const [mount, setMount] = useState<HTMLElement | null>(null)

  useLayoutEffect(() => {
    const host = document.createElement('div')
    host.setAttribute('data-appkit-devtools-host', '')
    const shadow = host.attachShadow({ mode: 'open' })
    const removeStyles = adoptStyles(shadow, PANEL_CSS)
    const target = document.createElement('div')
    shadow.appendChild(target)
    document.body.appendChild(host)
    setMount(target)
    return () => {
      removeStyles()
      host.remove()
    }
  }, [])

  return mount ? createPortal(children, mount) : null
}
