import { describe, expect, it } from 'vitest'
import {
  escapeXml,
  initialsOf,
  NEUTRAL_COLOR,
  normalizeColor,
  placeholderImage,
} from './placeholderImage.js'

describe('placeholderImage', () => {
  it("draws the name's initials on the wallet colour", () => {
    const svg = placeholderImage({ name: 'Trust Wallet', color: '#3375BB' })
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg).toContain('fill="#3375bb"')
    expect(svg).toContain('>TW</text>')
    expect(svg).toContain('<title>Trust Wallet</title>')
  })

  it('falls back to a neutral colour when the colour is null or not a hex colour', () => {
    expect(placeholderImage({ name: 'Rabby', color: null })).toContain(`fill="${NEUTRAL_COLOR}"`)
    expect(normalizeColor('red')).toBe(NEUTRAL_COLOR)
    expect(normalizeColor('#fff')).toBe('#fff')
    expect(normalizeColor('#12345')).toBe(NEUTRAL_COLOR)
  })

  it('escapes untrusted names so they cannot add markup', () => {
    const name = `<script>alert("x")</script> & 'quotes'`
    const svg = placeholderImage({ name, color: '#000000' })
    expect(svg).not.toContain('<script')
    expect(svg).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;',
    )
    expect(svg.match(/<title>/g)).toHaveLength(1)
  })

  it('keeps a colour from breaking out of its attribute', () => {
    const svg = placeholderImage({ name: 'X', color: '#fff" onload="alert(1)' })
    expect(svg).not.toContain('onload')
    expect(svg).toContain(`fill="${NEUTRAL_COLOR}"`)
  })

  it('escapes apostrophes in real names such as "D\'CENT Wallet"', () => {
    const svg = placeholderImage({ name: "D'CENT Wallet", color: '#000' })
    expect(svg).toContain('<title>D&#39;CENT Wallet</title>')
    expect(svg).toContain('>DW</text>')
  })

  it('drops characters XML forbids', () => {
    expect(escapeXml('a\u0000b\u001fc\ud800d')).toBe('abcd')
    expect(escapeXml('🦊 Fox')).toBe('🦊 Fox')
  })

  it('picks readable text on light and dark backgrounds', () => {
    expect(placeholderImage({ name: 'A', color: '#ffffff' })).toContain('fill="#141414">A<')
    expect(placeholderImage({ name: 'A', color: '#001e59' })).toContain('fill="#ffffff">A<')
  })
})

describe('initialsOf', () => {
  it.each([
    ['Rainbow', 'R'],
    ['Trust Wallet', 'TW'],
    ['wallet 3', 'W3'],
    ['Coinbase Wallet SDK', 'CW'],
    ['<b>bold</b>', 'B'],
    ['Ünicode wället', 'ÜW'],
    ['   ', '?'],
    ['!!!', '?'],
  ])('%s -> %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials)
  })
})
