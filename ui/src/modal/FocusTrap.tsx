import { type FocusEvent, type HTMLAttributes, type KeyboardEvent, useEffect, useRef } from 'react'
import { deepActiveElement, focusableElements, nextFocusIndex } from './focusable.js'

export interface FocusTrapProps extends HTMLAttributes<HTMLDivElement> {
  /** When it changes (another view), focus lost with a removed element comes back inside. */
  focusKey?: string
  /**
   * False while the container is rendered hidden (a modal prerendered before it opens): it takes
   * no focus until this turns true. Default true.
   */
  active?: boolean
}

function rootOf(element: HTMLElement): DocumentOrShadowRoot {
  return element.getRootNode() as unknown as DocumentOrShadowRoot
}

/**
 * A container that takes focus when it mounts (or turns active) and keeps it: Tab and Shift+Tab
 * cycle through its focusable elements, and focus that leaves it (to the page behind) is
 * brought back.
 */
export function FocusTrap({
  focusKey,
  active = true,
  onKeyDown,
  onBlur,
  children,
  ...props
}: FocusTrapProps) {
  const container = useRef<HTMLDivElement | null>(null)

  // A passive effect: it runs after the opener was remembered (useFocusRestore's layout effect).
  useEffect(() => {
    if (active) container.current?.focus({ preventScroll: true })
  }, [active])

  useEffect(() => {
    const element = container.current
    if (!active || focusKey === undefined || !element) return
    if (!element.contains(deepActiveElement(rootOf(element))))
      element.focus({ preventScroll: true })
  }, [focusKey, active])

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event)
    const element = container.current
    if (event.defaultPrevented || event.key !== 'Tab' || !element) return
    const focusables = focusableElements(element)
    const focused = deepActiveElement(rootOf(element))
    const index = focusables.indexOf(focused as HTMLElement)
    const next = nextFocusIndex(index, focusables.length, event.shiftKey)
    event.preventDefault()
    focusables[next]?.focus()
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    onBlur?.(event)
    const element = container.current
    const next = event.relatedTarget as Node | null
    if (active && element && next && !element.contains(next)) element.focus({ preventScroll: true })
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the container is the dialog (its role comes with the props); it handles Tab for the trap
    <div ref={container} tabIndex={-1} onKeyDown={handleKeyDown} onBlur={handleBlur} {...props}>
      {children}
    </div>
  )
}
