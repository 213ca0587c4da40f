import { type KeyboardEvent, type PointerEvent, useRef } from 'react'
import { clampHeight, DRAWER_HEIGHT, heightForKey, maxDrawerHeight } from './resizeHeight.js'

export interface ResizeHandleProps {
  height: number
  onResize: (height: number) => void
  controls: string
}

const windowHeight = () => (typeof window === 'undefined' ? 800 : window.innerHeight)

/**
 * The drawer's top edge: drag it to resize, or focus it and use ArrowUp/ArrowDown (Shift for
 * bigger steps), Home and End. A focusable WAI-ARIA window splitter (role separator).
 */
export function ResizeHandle({ height, onResize, controls }: ResizeHandleProps) {
  const dragging = useRef(false)

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = heightForKey(height, event.key, event.shiftKey, windowHeight())
    if (next === undefined) return
    event.preventDefault()
    onResize(next)
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    dragging.current = true
    event.currentTarget.setPointerCapture?.(event.pointerId)
    event.preventDefault()
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (dragging.current) onResize(clampHeight(windowHeight() - event.clientY, windowHeight()))
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    dragging.current = false
    event.currentTarget.releasePointerCapture?.(event.pointerId)
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable window splitter is role=separator on a div (an <hr> cannot take focus or children)
    <div
      className="dt-handle"
      role="separator"
      aria-orientation="horizontal"
      aria-label="Resize devtools"
      aria-controls={controls}
      aria-valuenow={height}
      aria-valuemin={DRAWER_HEIGHT.min}
      aria-valuemax={maxDrawerHeight(windowHeight())}
      tabIndex={0}
      data-testid="devtools-resize"
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    />
  )
}
