const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** The elements Tab can reach inside a container, in document order. */
export function focusableElements(container: ParentNode): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute('hidden') && element.getClientRects().length > 0,
  )
}

/**
 * Where Tab (or Shift+Tab) goes among `count` focusable elements from `index` (-1: none of
 * them has focus): it cycles, so focus never leaves the dialog.
 */
export function nextFocusIndex(index: number, count: number, backwards: boolean): number {
  if (count === 0) return -1
  if (index < 0) return backwards ? count - 1 : 0
  return (index + (backwards ? count - 1 : 1)) % count
}

/** The focused element, looking inside shadow roots (the modal lives in one). */
export function deepActiveElement(root: DocumentOrShadowRoot): Element | null {
  let active = root.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}
