import type { Page } from 'playwright-core'

export interface FocusedElement {
  /** Where focus is: the page itself, the modal's shadow root or the wallet prompt's. */
  where: 'page' | 'modal' | 'prompt' | 'none'
  tag: string
  text: string
  /** aria-label, or the data-testid. */
  label: string | null
  testId: string | null
  /** Whether the element is inside the modal's role=dialog container. */
  inDialog: boolean
}

/**
 * The element that really has focus, following shadow roots down (document.activeElement is
 * only the shadow host when focus is inside the modal or the wallet prompt).
 */
export function focusedElement(page: Page): Promise<FocusedElement> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement
    let where: 'page' | 'modal' | 'prompt' | 'none' = 'page'
    while (active?.shadowRoot?.activeElement) {
      if (active.hasAttribute('data-appkit-modal')) where = 'modal'
      else if (active.getAttribute('data-testid') === 'testwallet-prompt') where = 'prompt'
      active = active.shadowRoot.activeElement
    }
    if (!active || active === document.body) where = 'none'
    return {
      where,
      tag: active?.tagName.toLowerCase() ?? '',
      text: (active?.textContent ?? '').trim(),
      label: active?.getAttribute('aria-label') ?? null,
      testId: active?.getAttribute('data-testid') ?? null,
      inDialog: Boolean(active?.closest('[role="dialog"][aria-modal="true"]')),
    }
  })
}

/** Presses Tab until `match` says the focused element is the one wanted (at most `max` times). */
export async function tabTo(
  page: Page,
  match: (focused: FocusedElement) => boolean,
  max = 15,
): Promise<FocusedElement> {
  const visited: string[] = []
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press('Tab')
    const focused = await focusedElement(page)
    if (match(focused)) return focused
    visited.push(`${focused.where}:${focused.tag}:${focused.label ?? focused.text}`)
  }
  throw new Error(`Tab never reached the element wanted; visited ${visited.join(', ')}`)
}
