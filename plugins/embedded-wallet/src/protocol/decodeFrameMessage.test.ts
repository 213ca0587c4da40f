import { describe, expect, it } from 'vitest'
import { EMBEDDED_WALLET_CHANNEL } from '../policies.js'
import { decodeFrameMessage, decodePayload } from './decodeFrameMessage.js'
import { EmbeddedUser } from './frameMessageSchema.js'

const channel = EMBEDDED_WALLET_CHANNEL
const id = '4f1c2a9e-0000-4000-8000-000000000001'

describe('decodeFrameMessage (the host decodes every frame message with a schema)', () => {
  it('accepts ready, success and error messages of the protocol', () => {
    expect(decodeFrameMessage({ channel, kind: 'ready' })).toEqual({ channel, kind: 'ready' })
    expect(decodeFrameMessage({ channel, kind: 'success', id, payload: { a: 1 } })).toEqual({
      channel,
      kind: 'success',
      id,
      payload: { a: 1 },
    })
    expect(
      decodeFrameMessage({ channel, kind: 'error', id, message: 'Invalid code', code: 4001 }),
    ).toMatchObject({ kind: 'error', message: 'Invalid code', code: 4001 })
  })

  it.each([
    ['another channel', { channel: 'other', kind: 'ready' }],
    ['an unknown kind', { channel, kind: 'request', id, payload: {} }],
    ['a reply without an id', { channel, kind: 'success', payload: {} }],
    ['a too short id', { channel, kind: 'success', id: '1', payload: {} }],
    ['an error without a message', { channel, kind: 'error', id }],
    ['a huge message', { channel, kind: 'error', id, message: 'x'.repeat(501) }],
    ['a string', JSON.stringify({ channel, kind: 'ready' })],
    ['null', null],
  ])('fails closed on %s', (_name, data) => {
    expect(decodeFrameMessage(data)).toBeUndefined()
  })

  it('decodes the user payload and refuses one with a malformed address', () => {
    const user = { email: 'a@b.co', address: `0x${'ab'.repeat(20)}`, chainId: 31337 }
    expect(decodePayload(EmbeddedUser, user)).toEqual(user)
    expect(() => decodePayload(EmbeddedUser, { ...user, address: '0x1234' })).toThrow()
  })
})
