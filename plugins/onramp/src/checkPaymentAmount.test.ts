import { describe, expect, it } from 'vitest'
import { checkPaymentAmount, paymentLimitFor } from './checkPaymentAmount.js'
import { DEFAULT_PAYMENT_CURRENCIES, DEFAULT_PAYMENT_CURRENCY } from './policies.js'

describe('payment-method limits', () => {
  it("'Default limits: card 10.00 to 7500.00, bank account 10.00 to 25000.00, currencies USD and EUR'", () => {
    expect(DEFAULT_PAYMENT_CURRENCIES.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    for (const currency of DEFAULT_PAYMENT_CURRENCIES) {
      expect(paymentLimitFor(currency)).toEqual({ id: 'card', min: '10.00', max: '7500.00' })
      expect(paymentLimitFor(currency, 'bank_account')).toEqual({
        id: 'bank_account',
        min: '10.00',
        max: '25000.00',
      })
    }
  })

  it('accepts a card amount inside 10.00 to 7500.00 and refuses one outside', () => {
    expect(checkPaymentAmount(10, DEFAULT_PAYMENT_CURRENCY)).toBeUndefined()
    expect(checkPaymentAmount(7500, DEFAULT_PAYMENT_CURRENCY)).toBeUndefined()
    expect(checkPaymentAmount(9.99, DEFAULT_PAYMENT_CURRENCY)).toBe(
      'Amount must be between 10.00 and 7500.00 USD',
    )
    expect(checkPaymentAmount(7500.01, DEFAULT_PAYMENT_CURRENCY)).toBe(
      'Amount must be between 10.00 and 7500.00 USD',
    )
  })

  it('accepts up to 25000.00 by bank account', () => {
    expect(checkPaymentAmount(20000, DEFAULT_PAYMENT_CURRENCY, 'bank_account')).toBeUndefined()
    expect(checkPaymentAmount(25001, DEFAULT_PAYMENT_CURRENCY, 'bank_account')).toBe(
      'Amount must be between 10.00 and 25000.00 USD',
    )
  })

  it('asks for an amount when there is none', () => {
    expect(checkPaymentAmount(undefined, DEFAULT_PAYMENT_CURRENCY)).toBe('Enter an amount')
    expect(checkPaymentAmount(0, DEFAULT_PAYMENT_CURRENCY)).toBe('Enter an amount')
    expect(checkPaymentAmount(Number.NaN, DEFAULT_PAYMENT_CURRENCY)).toBe('Enter an amount')
  })
})
