import { describe, expect, it } from 'vitest'
import { decodeAuthSession } from './AuthSession.js'

const data = (chainId: string) => ({
  accountAddress: 'someone',
  chainId,
  domain: '127.0.0.1:5173',
  uri: 'http://127.0.0.1:5173',
  version: '1',
  nonce: 'abcdefgh1',
  issuedAt: '2025-01-01T00:00:00.000Z',
})

describe('decodeAuthSession (the POST /auth/v1/sessions body)', () => {
  it('takes each family’s signature encoding: eip155 hex, solana base58 or base64, bip122 base64', () => {
    const body = (chainId: string, signature: string) => ({
      data: data(chainId),
      message: 'text',
      signature,
    })
    expect(decodeAuthSession(body('eip155:1', '0xabcd'))).toBeDefined()
    expect(decodeAuthSession(body('eip155:1', 'q83N'))).toBeUndefined()
    expect(
      decodeAuthSession(body('solana:x', '5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ')),
    ).toBeDefined()
    expect(decodeAuthSession(body('solana:x', 'q83N/w=='))).toBeDefined()
    expect(decodeAuthSession(body('bip122:x', 'q83N/w=='))).toBeDefined()
    expect(decodeAuthSession(body('bip122:x', '0xabcd'))).toBeUndefined()
  })

  it('refuses a field that breaks a line, a missing field, and keeps only the message fields', () => {
    const body = { data: data('eip155:1'), message: 'text', signature: '0xab' }
    expect(
      decodeAuthSession({ ...body, data: { ...body.data, uri: 'http://a\nNonce: x' } }),
    ).toBeUndefined()
    const { nonce: _nonce, ...withoutNonce } = body.data
    expect(decodeAuthSession({ ...body, data: withoutNonce })).toBeUndefined()
    expect(decodeAuthSession({ ...body, data: { ...body.data, isAdmin: true }, extra: 1 })).toEqual(
      body,
    )
  })
})
