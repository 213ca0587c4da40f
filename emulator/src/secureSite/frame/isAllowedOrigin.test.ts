import { describe, expect, it } from 'vitest'
import { isAllowedOrigin, matchesOriginPattern } from './isAllowedOrigin.js'

const PROJECT = ['http://127.0.0.1:*', 'https://app.example.com']

describe("isAllowedOrigin (the secure site answers only the project's allowed origins plus the default ancestors)", () => {
  it("accepts the project's allowed origins, a wildcard port included", () => {
    expect(isAllowedOrigin('http://127.0.0.1:5173', PROJECT)).toBe(true)
    expect(isAllowedOrigin('https://app.example.com', PROJECT)).toBe(true)
  })

  it("accepts the spec's default ancestors: localhost and preview hosting domains", () => {
    expect(isAllowedOrigin('http://localhost:3000', [])).toBe(true)
    expect(isAllowedOrigin('https://my-app-git-main.vercel.app', [])).toBe(true)
  })

  it('refuses every other origin, look-alikes included', () => {
    for (const origin of [
      'https://evil.example',
      'https://app.example.com.evil.example',
      'http://app.example.com',
      'https://vercel.app.evil.example',
      'https://a.b.vercel.app',
      'http://127.0.0.2:5173',
      'null',
      '',
    ]) {
      expect(isAllowedOrigin(origin, PROJECT)).toBe(false)
    }
  })

  it('matches a pattern with * for one host label or any port', () => {
    expect(matchesOriginPattern('http://localhost', 'http://localhost:*')).toBe(true)
    expect(matchesOriginPattern('http://localhostx:1', 'http://localhost:*')).toBe(false)
  })
})
