import { afterEach, describe, expect, it, vi } from 'vitest'
import { adoptStyles } from './adoptStyles.js'

class FakeSheet {
  css = ''
  replaceSync(css: string) {
    this.css = css
  }
}

afterEach(() => vi.unstubAllGlobals())

describe('adoptStyles', () => {
  it('adopts a constructed stylesheet (no <style> element) and removes it again', () => {
    vi.stubGlobal('CSSStyleSheet', FakeSheet)
    const other = new FakeSheet()
    const root = { adoptedStyleSheets: [other], appendChild: vi.fn() }
    const remove = adoptStyles(root as unknown as ShadowRoot, ':host{color:red}')
    expect(root.adoptedStyleSheets).toHaveLength(2)
    expect((root.adoptedStyleSheets[1] as unknown as FakeSheet).css).toBe(':host{color:red}')
    expect(root.appendChild).not.toHaveBeenCalled()
    remove()
    expect(root.adoptedStyleSheets).toEqual([other])
  })

  it('falls back to a <style> element when constructable stylesheets are missing', () => {
    vi.stubGlobal('CSSStyleSheet', undefined)
    const style = { textContent: '', nonce: '', remove: vi.fn() }
    const document = { createElement: vi.fn(() => style) }
    const root = { ownerDocument: document, appendChild: vi.fn() }
    const remove = adoptStyles(root as unknown as ShadowRoot, 'a{}', 'n0nce')
    expect(document.createElement).toHaveBeenCalledWith('style')
    expect(root.appendChild).toHaveBeenCalledWith(style)
    expect(style).toMatchObject({ textContent: 'a{}', nonce: 'n0nce' })
    remove()
    expect(style.remove).toHaveBeenCalled()
  })
})
