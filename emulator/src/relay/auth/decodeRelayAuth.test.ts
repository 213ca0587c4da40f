import { describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58 } from './base58.js'
import { decodeRelayAuth } from './decodeRelayAuth.js'
import { signRelayJwt } from './signRelayJwt.js'

describe('decodeRelayAuth', () => {
  it('accepts a signed, unexpired token and names its issuer as the client id', () => {
    const { jwt, clientId } = signRelayJwt()
    expect(clientId).toMatch(/^did:key:z6Mk/)
    expect(decodeRelayAuth(jwt)).toEqual({ ok: true, clientId })
  })

  it('refuses a missing token', () => {
    expect(decodeRelayAuth(null)).toEqual({ ok: false, message: 'Missing auth' })
  })

  it('refuses an expired token', () => {
    const { jwt } = signRelayJwt({ ttlSeconds: 10, now: Date.now() - 60_000 })
    expect(decodeRelayAuth(jwt)).toEqual({ ok: false, message: 'auth has expired' })
  })

  it('refuses a token signed by another key than its issuer', () => {
    const mine = signRelayJwt().jwt.split('.')
    const theirs = signRelayJwt().jwt.split('.')
    const forged = [mine[0], mine[1], theirs[2]].join('.')
    expect(decodeRelayAuth(forged)).toEqual({
      ok: false,
      message: 'auth signature does not match its issuer',
    })
  })

  it('refuses text that is not a JWT', () => {
    expect(decodeRelayAuth('abc')).toMatchObject({ ok: false, message: 'auth is not a JWT' })
    expect(decodeRelayAuth('a.b.c')).toMatchObject({ ok: false, message: 'auth is not a JWT' })
  })
})

describe('base58', () => {
  it('round-trips bytes, leading zeros included', () => {
    const bytes = Uint8Array.from([0, 0, 1, 2, 255, 0x7f])
    expect(decodeBase58(encodeBase58(bytes))).toEqual(bytes)
    expect(encodeBase58(Uint8Array.from([0xed, 0x01]))).toBe('K36')
  })

  it('rejects characters outside the alphabet', () => {
    expect(decodeBase58('0OIl')).toBeUndefined()
  })
})
