import { describe, expect, it } from 'vitest'
import { isHttpUrl } from './isHttpUrl.js'

describe('isHttpUrl', () => {
  it('accepts absolute http and https URLs only', () => {
    expect(isHttpUrl('https://example.com/terms')).toBe(true)
    expect(isHttpUrl('http://127.0.0.1:5173/privacy')).toBe(true)
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '/terms', 'example.com', 42])
      expect(isHttpUrl(bad), String(bad)).toBe(false)
  })
})
