import { describe, expect, it } from 'vitest'
import { isOriginAllowed, matchesOriginPattern } from './isOriginAllowed.js'

describe('isOriginAllowed (spec §7 /projects/v1/origins)', () => {
  it('accepts an exact origin, with or without a trailing slash', () => {
    expect(isOriginAllowed('https://app.example.com', ['https://app.example.com'])).toBe(true)
    expect(isOriginAllowed('https://app.example.com', ['https://app.example.com/'])).toBe(true)
    expect(isOriginAllowed('http://app.example.com', ['https://app.example.com'])).toBe(false)
    expect(isOriginAllowed('https://app.example.com:8443', ['https://app.example.com'])).toBe(false)
  })

  it('accepts wildcard patterns: *.example.com, https://*.example.com, a port wildcard', () => {
    expect(isOriginAllowed('https://app.example.com', ['*.example.com'])).toBe(true)
    expect(isOriginAllowed('https://a.b.example.com', ['https://*.example.com'])).toBe(true)
    expect(isOriginAllowed('https://example.com.evil.io', ['*.example.com'])).toBe(false)
    expect(isOriginAllowed('https://evilexample.com', ['https://*.example.com'])).toBe(false)
    expect(matchesOriginPattern('http://127.0.0.1:5173', 'http://127.0.0.1:*')).toBe(true)
    expect(matchesOriginPattern('http://127.0.0.1', 'http://127.0.0.1:*')).toBe(true)
    expect(matchesOriginPattern('http://127.0.0.2:5173', 'http://127.0.0.1:*')).toBe(false)
  })

  it("spec §7 'Allowed ancestors include localhost and preview hosting domains': allowed for every project", () => {
    expect(isOriginAllowed('http://localhost:5173', [])).toBe(true)
    expect(isOriginAllowed('https://localhost', [])).toBe(true)
    expect(isOriginAllowed('https://my-app-git-branch.vercel.app', [])).toBe(true)
    expect(isOriginAllowed('https://preview.pages.dev', [])).toBe(true)
    expect(isOriginAllowed('http://127.0.0.1:5173', [])).toBe(false)
    expect(isOriginAllowed('https://app.example.com', [])).toBe(false)
  })

  it('a regular-expression character in a pattern is taken literally', () => {
    expect(isOriginAllowed('https://appXexample.com', ['https://app.example.com'])).toBe(false)
    expect(isOriginAllowed('https://a.example.com', ['https://(a|b).example.com'])).toBe(false)
  })
})
