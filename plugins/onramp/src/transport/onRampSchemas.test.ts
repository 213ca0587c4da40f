import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { OnRampQuoteSchema } from './onRampSchemas.js'

const decode = Schema.decodeUnknownEither(OnRampQuoteSchema)
const quote = (amount: unknown) => ({ purchaseAmount: { amount, currency: 'USDC' } })

describe('OnRampQuoteSchema', () => {
  it('reads purchaseAmount.amount as a number or decimal text', () => {
    expect(decode(quote(49.25))).toMatchObject({ right: quote(49.25) })
    expect(decode(quote('49.25'))).toMatchObject({ right: quote(49.25) })
    expect(decode(quote(0))).toMatchObject({ right: quote(0) })
  })

  it('refuses a negative, NaN or infinite amount, in the quote or its payment amount', () => {
    for (const amount of [-1, '-0.5', Number.NaN, 'NaN', Number.POSITIVE_INFINITY, 'Infinity']) {
      expect(decode(quote(amount))._tag, String(amount)).toBe('Left')
      expect(
        decode({ ...quote(1), paymentAmount: { amount, currency: 'USD' } })._tag,
        String(amount),
      ).toBe('Left')
    }
  })
})
