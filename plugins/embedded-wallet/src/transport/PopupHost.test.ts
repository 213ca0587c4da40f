import { describe, expect, it } from 'vitest'
import { createDomPopupHost } from './PopupHost.js'

/** A page whose `open` behaves like a browser's: a named window is reused, '_blank' never is. */
function fakePage() {
  const named = new Map<string, { closed: boolean; close(): void; location: { href: string } }>()
  const open = (_url: string, target: string) => {
    const existing = target === '_blank' ? undefined : named.get(target)
    if (existing && !existing.closed) return existing
    const popup = {
      closed: false,
      close() {
        popup.closed = true
      },
      location: { href: '' },
    }
    if (target !== '_blank') named.set(target, popup)
    return popup
  }
  return { open } as unknown as Window
}

describe('createDomPopupHost', () => {
  it('two kits on one page get popups of their own: one closing its popup leaves the other open', () => {
    const page = fakePage()
    const first = createDomPopupHost(page).open()
    const second = createDomPopupHost(page).open()
    expect(first?.window).not.toBe(second?.window)
    first?.close()
    expect(first?.isClosed()).toBe(true)
    expect(second?.isClosed()).toBe(false)
  })
})
