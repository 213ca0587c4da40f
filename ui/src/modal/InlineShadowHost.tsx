import { type ReactNode, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { adoptStyles } from '../utils/adoptStyles.js'
import { MODAL_CSS } from './styles.js'
import { type ThemeVariables, themeProperties } from './theme.js'

export interface InlineShadowHostProps {
  themeVariables: ThemeVariables | undefined
  children: ReactNode
}

/**
 * ShadowHost's inline twin for embedded mode: the host element stays where the component is
 * rendered in the page (not at the end of <body>), and its shadow root keeps page CSS and the
 * modal's CSS apart in the same way.
 */
export function InlineShadowHost({ themeVariables, children }: InlineShadowHostProps) {
  const hostRef = useRef<HTMLDivElement>(null)
  const [mount, setMount] = useState<HTMLElement | null>(null)

  useLayoutEffect(() => {
    const host = hostRef.current
    if (!host) return
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
    const removeStyles = adoptStyles(shadow, MODAL_CSS)
    const target = document.createElement('div')
    shadow.appendChild(target)
    setMount(target)
    return () => {
      removeStyles()
      target.remove()
      setMount(null)
    }
  }, [])

  useLayoutEffect(() => {
    const host = hostRef.current
    if (!host) return
    const properties = themeProperties(themeVariables)
    for (const [name, value] of properties) host.style.setProperty(name, value)
    return () => {
      for (const [name] of properties) host.style.removeProperty(name)
    }
  }, [themeVariables])

  return (
    <div ref={hostRef} data-appkit-embedded="">
      {mount ? createPortal(children, mount) : null}
    </div>
  )
}
