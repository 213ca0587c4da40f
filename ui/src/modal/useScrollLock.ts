import { useLayoutEffect } from 'react'

/**
 * Stops the page behind the modal from scrolling while `open`, keeping its width (the
 * scrollbar's room becomes padding); restores the body's own values afterwards.
 */
export function useScrollLock(open: boolean): void {
  useLayoutEffect(() => {
    if (!open) return
    const { body, documentElement } = document
    const scrollbar = window.innerWidth - documentElement.clientWidth
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight }
    body.style.overflow = 'hidden'
    if (scrollbar > 0) {
      const padding = Number.parseFloat(getComputedStyle(body).paddingRight) || 0
      body.style.paddingRight = `${padding + scrollbar}px`
    }
    return () => {
      body.style.overflow = previous.overflow
      body.style.paddingRight = previous.paddingRight
    }
  }, [open])
}
