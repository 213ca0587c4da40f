import { describe, expect, it } from 'vitest'
import { deepActiveElement, nextFocusIndex } from './focusable.js'

describe('nextFocusIndex', () => {
  it('Tab moves forward and wraps from the last element to the first', () => {
    expect(nextFocusIndex(0, 3, false)).toBe(1)
    expect(nextFocusIndex(2, 3, false)).toBe(0)
  })

  it('Shift+Tab moves backward and wraps from the first element to the last', () => {
    expect(nextFocusIndex(1, 3, true)).toBe(0)
    expect(nextFocusIndex(0, 3, true)).toBe(2)
  })

  it('from the dialog itself, Tab goes to the first and Shift+Tab to the last', () => {
    expect(nextFocusIndex(-1, 3, false)).toBe(0)
    expect(nextFocusIndex(-1, 3, true)).toBe(2)
    expect(nextFocusIndex(-1, 0, false)).toBe(-1)
  })
})

describe('deepActiveElement', () => {
  it('looks through shadow roots to the focused element', () => {
    const inner = { shadowRoot: null }
    const host = { shadowRoot: { activeElement: inner } }
    const document = { activeElement: host } as unknown as DocumentOrShadowRoot
    expect(deepActiveElement(document)).toBe(inner)
  })
})
