import { describe, expect, it } from 'vitest'
import { resolveColorScheme, themeProperties } from './theme.js'

describe('theme', () => {
  it('resolves light, dark and system modes', () => {
    expect(resolveColorScheme('light', true)).toBe('light')
    expect(resolveColorScheme('dark', false)).toBe('dark')
    expect(resolveColorScheme('system', true)).toBe('dark')
    expect(resolveColorScheme('system', false)).toBe('light')
  })

  it('turns accent, font and radius into CSS custom properties, ignoring unknown keys', () => {
    const variables = {
      '--appkit-accent': '#ff0066',
      '--appkit-font-family': 'Inter, sans-serif',
      '--appkit-border-radius': ' 8px ',
      '--appkit-z-index': 100,
      '--appkit-font-size': '',
      '--other': 'x',
    }
    expect(themeProperties(variables)).toEqual([
      ['--appkit-accent', '#ff0066'],
      ['--appkit-font-family', 'Inter, sans-serif'],
      ['--appkit-border-radius', '8px'],
      ['--appkit-z-index', '100'],
    ])
    expect(themeProperties(undefined)).toEqual([])
  })
})
