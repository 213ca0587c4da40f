import { describe, expect, it } from 'vitest'
import { BUTTON_CSS } from './buttonStyles.js'

describe('BUTTON_CSS', () => {
  it('uses one font weight, so the account label (balance and address) needs no new font when the account connects', () => {
    const weights = new Set([...BUTTON_CSS.matchAll(/font-weight:\s*([^;]+);/g)].map((m) => m[1]))
    expect([...weights]).toEqual(['600'])
  })

  it('keeps the balance muted by its colour', () => {
    expect(BUTTON_CSS).toMatch(/\.appkit-btn__muted \{ color: var\(--_muted\); \}/)
  })
})
