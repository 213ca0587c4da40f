import { describe, expect, it } from 'vitest'
import { type AppliedTheme, themedElementRef } from './themedElementRef.js'

function fakeElement() {
  const properties = new Map<string, string>()
  const style = {
    setProperty: (name: string, value: string) => properties.set(name, value),
    removeProperty: (name: string) => properties.delete(name),
  }
  return { element: { style } as unknown as HTMLElement, properties }
}

describe('themedElementRef', () => {
  it('sets the properties on attach and removes them on detach, with no cleanup function returned (React 18 ignores one)', () => {
    const { element, properties } = fakeElement()
    const applied: AppliedTheme = { current: undefined }
    const ref = themedElementRef([['--appkit-accent', '#f00']], applied)
    expect(ref(element)).toBeUndefined()
    expect([...properties]).toEqual([['--appkit-accent', '#f00']])
    ref(null)
    expect(properties.size).toBe(0)
  })

  it('a new theme (a new ref: React detaches the old one, attaches the new) leaves no property of the old one behind', () => {
    const { element, properties } = fakeElement()
    const applied: AppliedTheme = { current: undefined }
    const before = themedElementRef(
      [
        ['--appkit-accent', '#f00'],
        ['--appkit-border-radius', '4px'],
      ],
      applied,
    )
    before(element)
    const after = themedElementRef([['--appkit-accent', '#00f']], applied)
    before(null)
    after(element)
    expect([...properties]).toEqual([['--appkit-accent', '#00f']])
  })

  it('attached to another element without a detach in between, it moves the properties there', () => {
    const first = fakeElement()
    const second = fakeElement()
    const applied: AppliedTheme = { current: undefined }
    const ref = themedElementRef([['--appkit-accent', '#f00']], applied)
    ref(first.element)
    ref(second.element)
    expect(first.properties.size).toBe(0)
    expect([...second.properties]).toEqual([['--appkit-accent', '#f00']])
  })
})
