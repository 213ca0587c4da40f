import { Effect, Either, Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { AppKitError } from '../errors/AppKitError.js'
import { decodeJsonText } from './decodeJsonText.js'
import { decodeUnknown, decodeUnknownSync } from './decodeUnknown.js'

const Wallet = Schema.Struct({ id: Schema.String, order: Schema.Number })

describe('decodeUnknown', () => {
  it('returns the decoded value and drops unknown keys', async () => {
    const value = await Effect.runPromise(decodeUnknown(Wallet, { id: 'w', order: 1, x: 2 }, 'api'))
    expect(value).toEqual({ id: 'w', order: 1 })
  })

  it('fails closed with a VALIDATION_ERROR naming the source and every problem', async () => {
    const result = await Effect.runPromise(
      Effect.either(decodeUnknown(Wallet, { id: 1 }, 'http://h/getWallets')),
    )
    expect(Either.isLeft(result)).toBe(true)
    const error = Either.getLeft(result).pipe((o) => (o._tag === 'Some' ? o.value : undefined))
    expect(error).toBeInstanceOf(AppKitError)
    expect(error?.category).toBe('VALIDATION_ERROR')
    expect(error?.shortMessage).toBe('Invalid data received from http://h/getWallets.')
    expect(error?.details).toContain('["id"]')
    expect(error?.details).toContain('["order"]')
  })

  it('has a synchronous form that throws the same error', () => {
    expect(decodeUnknownSync(Wallet, { id: 'w', order: 2 }, 'storage')).toEqual({
      id: 'w',
      order: 2,
    })
    expect(() => decodeUnknownSync(Wallet, null, 'storage')).toThrow(
      'Invalid data received from storage.',
    )
  })

  it('decodeJsonText rejects malformed JSON and reads an empty body as undefined', async () => {
    const malformed = await Effect.runPromise(Effect.flip(decodeJsonText(Wallet, '{', 'u')))
    expect(malformed.category).toBe('VALIDATION_ERROR')
    expect(malformed.shortMessage).toBe('Invalid JSON received from u.')
    await expect(Effect.runPromise(decodeJsonText(Schema.Undefined, '', 'u'))).resolves.toBe(
      undefined,
    )
  })
})
