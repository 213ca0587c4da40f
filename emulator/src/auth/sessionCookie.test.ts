import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { newSessionToken, sessionCookie, sessionTokenOf } from './sessionCookie.js'

const request = (cookie?: string) => ({ headers: { cookie } }) as IncomingMessage

describe('the auth service session cookie', () => {
  it('reads a well-formed token among other cookies, and nothing else', () => {
    const token = newSessionToken()
    expect(sessionTokenOf(request(`theme=dark; appkit_siwx=${token}; x=1`))).toBe(token)
    expect(sessionTokenOf(request())).toBeUndefined()
    expect(sessionTokenOf(request('appkit_siwx=short'))).toBeUndefined()
    expect(sessionTokenOf(request(`appkit_siwx=${token.slice(1)}!`))).toBeUndefined()
    expect(sessionTokenOf(request(`other_appkit_siwx=${token}`))).toBeUndefined()
  })

  it('draws a different 32-byte token each time', () => {
    const tokens = new Set(Array.from({ length: 50 }, newSessionToken))
    expect(tokens.size).toBe(50)
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32)
  })

  it('is HttpOnly, SameSite=Strict and scoped to the auth paths', () => {
    expect(sessionCookie('t', '/auth/v1')).toBe(
      'appkit_siwx=t; HttpOnly; SameSite=Strict; Path=/auth/v1',
    )
  })
})
