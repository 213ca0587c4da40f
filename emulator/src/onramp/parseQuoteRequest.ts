import { badRequest } from '../blockchainApi/BlockchainApiError.js'
import { ONRAMP_FIAT_CURRENCIES, ONRAMP_LIMITS } from './ONRAMP_DEFAULTS.js'

export interface QuoteRequest {
  purchaseCurrency: string
  paymentCurrency: string
  amount: number
  network: string
}

/**
 * POST /v1/onramp/quote's body: purchase and payment currency, amount and network (spec §7).
 * The amount must be inside the card limits; anything else is a 400 saying why.
 */
export function parseQuoteRequest(body: unknown): QuoteRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('Body must be a JSON object')
  }
  const { purchaseCurrency, paymentCurrency, amount, network } = body as Record<string, unknown>
  if (typeof purchaseCurrency !== 'string' || purchaseCurrency === '') {
    throw badRequest("'purchaseCurrency' is required")
  }
  if (
    typeof paymentCurrency !== 'string' ||
    !(ONRAMP_FIAT_CURRENCIES as readonly string[]).includes(paymentCurrency)
  ) {
    throw badRequest(`'paymentCurrency' must be one of ${ONRAMP_FIAT_CURRENCIES.join(', ')}`)
  }
  const value = typeof amount === 'string' ? Number(amount) : amount
  const card = ONRAMP_LIMITS[0]
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw badRequest("'amount' must be a number")
  }
  if (value < Number(card.min) || value > Number(card.max)) {
    throw badRequest(`'amount' must be between ${card.min} and ${card.max}`)
  }
  return {
    purchaseCurrency,
    paymentCurrency,
    amount: value,
    network: typeof network === 'string' ? network : '',
  }
}
