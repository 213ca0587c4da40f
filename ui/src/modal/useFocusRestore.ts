import { type RefObject, useLayoutEffect } from 'react'
import { deepActiveElement } from './focusable.js'

/**
 * Remembers the focused element (the opener) when `open` turns true and gives it focus back
 * when the modal closes or unmounts. A layout effect, so it runs before the dialog takes focus.
 */
export function useFocusRestore(open: boolean, host?: RefObject<Element | null>): void {
  useLayoutEffect(() => {
    if (!open) return
    const opener = deepActiveElement(document)
    return () => {
      if (!(opener instanceof HTMLElement) || !opener.isConnected) return
      const hostElement = host?.current
      if (hostElement && (hostElement === opener || hostElement.contains(opener))) return
      opener.focus({ preventScroll: true })
    }
  }, [open, host])
}
