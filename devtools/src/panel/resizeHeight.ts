/** The drawer's height limits and key steps, in CSS pixels. */
export const DRAWER_HEIGHT = {
  min: 120,
  default: 320,
  /** Share of the window height the drawer may take. */
  maxShare: 0.85,
  step: 16,
  bigStep: 64,
} as const

export function maxDrawerHeight(windowHeight: number): number {
  return Math.max(DRAWER_HEIGHT.min, Math.floor(windowHeight * DRAWER_HEIGHT.maxShare))
}

export function clampHeight(height: number, windowHeight: number): number {
  return Math.min(maxDrawerHeight(windowHeight), Math.max(DRAWER_HEIGHT.min, Math.round(height)))
}

/**
 * The resize handle's keyboard (the WAI-ARIA window splitter): ArrowUp makes the drawer taller,
 * ArrowDown shorter (Shift for bigger steps), Home the smallest, End the tallest. Undefined for
 * any other key.
 */
export function heightForKey(
  height: number,
  key: string,
  shiftKey: boolean,
  windowHeight: number,
): number | undefined {
  const step = shiftKey ? DRAWER_HEIGHT.bigStep : DRAWER_HEIGHT.step
  switch (key) {
    case 'ArrowUp':
      return clampHeight(height + step, windowHeight)
    case 'ArrowDown':
      return clampHeight(height - step, windowHeight)
    case 'Home':
      return DRAWER_HEIGHT.min
    case 'End':
      return maxDrawerHeight(windowHeight)
    default:
      return undefined
  }
}
