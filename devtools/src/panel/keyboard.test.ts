import { describe, expect, it } from 'vitest'
import { nextTabIndex } from './nextTabIndex.js'
import { clampHeight, DRAWER_HEIGHT, heightForKey, maxDrawerHeight } from './resizeHeight.js'

describe('tablist keyboard (WAI-ARIA tabs: arrow-key navigation)', () => {
  it('ArrowRight and ArrowLeft move to the next and previous tab, wrapping; Home and End jump', () => {
    expect(nextTabIndex(0, 'ArrowRight', 6)).toBe(1)
    expect(nextTabIndex(5, 'ArrowRight', 6)).toBe(0)
    expect(nextTabIndex(0, 'ArrowLeft', 6)).toBe(5)
    expect(nextTabIndex(3, 'Home', 6)).toBe(0)
    expect(nextTabIndex(3, 'End', 6)).toBe(5)
    expect(nextTabIndex(3, 'a', 6)).toBeUndefined()
    expect(nextTabIndex(0, 'ArrowRight', 0)).toBeUndefined()
  })
})

describe('resize handle keyboard (ArrowUp/ArrowDown resize the drawer)', () => {
  it('ArrowUp makes the drawer taller and ArrowDown shorter, by 16 px or 64 px with Shift', () => {
    expect(heightForKey(320, 'ArrowUp', false, 800)).toBe(336)
    expect(heightForKey(320, 'ArrowDown', false, 800)).toBe(304)
    expect(heightForKey(320, 'ArrowUp', true, 800)).toBe(384)
    expect(heightForKey(320, 'Enter', false, 800)).toBeUndefined()
  })

  it('stays between the minimum and 85% of the window; Home and End go to the limits', () => {
    expect(heightForKey(DRAWER_HEIGHT.min, 'ArrowDown', false, 800)).toBe(DRAWER_HEIGHT.min)
    expect(heightForKey(680, 'ArrowUp', true, 800)).toBe(680)
    expect(heightForKey(320, 'Home', false, 800)).toBe(120)
    expect(heightForKey(320, 'End', false, 800)).toBe(680)
    expect(maxDrawerHeight(100)).toBe(DRAWER_HEIGHT.min)
    expect(clampHeight(5000, 800)).toBe(680)
  })
})
