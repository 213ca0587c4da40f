import { describe, expect, it } from 'vitest'
import { parseQuoteRequest } from './parseQuoteRequest.js'

describe('parseQuoteRequest', () => {
  it('reads purchase and payment currency, amount and network', () => {
    expect(
      parseQuoteRequest({
        purchaseCurrency: 'USDC',
        paymentCurrency: 'EUR',
        amount: '50',
        network: 'eip155:31337',
      }),
    ).toEqual({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'EUR',
      amount: 50,
      network: 'eip155:31337',
    })
  })

  it('refuses an amount outside the default card limits 10.00 to 7500.00', () => {
    const base = { purchaseCurrency: 'USDC', paymentCurrency: 'USD' }
    expect(() => parseQuoteRequest({ ...base, amount: 5 })).toThrow(
      "'amount' must be between 10.00 and 7500.00",
    )
    expect(() => parseQuoteRequest({ ...base, amount: 7500.01 })).toThrow('between')
  })

  it('accepts only the USD and EUR currencies', () => {
    expect(() =>
      parseQuoteRequest({ purchaseCurrency: 'USDC', paymentCurrency: 'GBP', amount: 50 }),
    ).toThrow("'paymentCurrency' must be one of USD, EUR")
    expect(() => parseQuoteRequest([])).toThrow('Body must be a JSON object')
  })
})
