import { type ReactNode, type RefObject, useLayoutEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { adoptStyles } from '../utils/adoptStyles.js'
import { MODAL_CSS } from './styles.js'
import { type ThemeVariables, themeProperties } from './theme.js'

export interface ShadowHostProps {
  themeVariables: ThemeVariables | undefined
  /** Receives the host element while it is in the page (focus restore skips it). */
  hostRef?: RefObject<HTMLElement | null>
  children: ReactNode
}

/**
 * A host element at the end of <body> whose shadow root holds the modal: page CSS (a
 * Tailwind preflight, say) cannot reach inside, and the modal's CSS, adopted as a
 * constructed stylesheet, cannot leak out. Theme variables are set on the host.
 */
export function ShadowHost({ themeVariables, hostRef, children }: ShadowHostProps) {
  const [target, setTarget] = useState<{ host: HTMLElement; mount: HTMLElement } | null>(null)

  useLayoutEffect(() => {
    const host = document.createElement('div')
    host.setAttribute('data-appkit-modal', '')
    const shadow = host.attachShadow({ mode: 'open' })
    const removeStyles = adoptStyles(shadow, MODAL_CSS)
    const mount = document.createElement('div')
    shadow.appendChild(mount)
    document.body.appendChild(host)
    setTarget({ host, mount })
    if (hostRef) hostRef.current = host
    return () => {
      removeStyles()
      host.remove()
      if (hostRef) hostRef.current = null
    }
  }, [hostRef])

  useLayoutEffect(() => {
    if (!target) return
    const properties = themeProperties(themeVariables)
    for (const [name, value] of properties) target.host.style.setProperty(name, value)
    return () => {
      for (const [name] of properties) target.host.style.removeProperty(name)
    }
  }, [target, themeVariables])

  return target ? createPortal(children, target.mount) : null
}
