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

  it("quotes up to the bank maximum ('bank account 10.00 to 25000.00'), refuses outside 10.00 to 25000.00", () => {
    const base = { purchaseCurrency: 'USDC', paymentCurrency: 'USD' }
    expect(parseQuoteRequest({ ...base, amount: 7500.01 }).amount).toBe(7500.01)
    expect(parseQuoteRequest({ ...base, amount: 25000 }).amount).toBe(25000)
    expect(parseQuoteRequest({ ...base, amount: 10 }).amount).toBe(10)
    expect(() => parseQuoteRequest({ ...base, amount: 5 })).toThrow(
      "'amount' must be between 10.00 and 25000.00",
    )
    expect(() => parseQuoteRequest({ ...base, amount: 25000.01 })).toThrow('between')
    expect(() => parseQuoteRequest({ ...base, amount: Number.NaN })).toThrow('must be a number')
    expect(() => parseQuoteRequest({ ...base, amount: 'Infinity' })).toThrow('must be a number')
  })

  it('accepts only the USD and EUR currencies', () => {
    expect(() =>
      parseQuoteRequest({ purchaseCurrency: 'USDC', paymentCurrency: 'GBP', amount: 50 }),
    ).toThrow("'paymentCurrency' must be one of USD, EUR")
    expect(() => parseQuoteRequest([])).toThrow('Body must be a JSON object')
  })
})
