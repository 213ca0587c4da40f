import { badRequest } from '../blockchainApi/BlockchainApiError.js'
import { ONRAMP_FIAT_CURRENCIES, ONRAMP_LIMITS } from './ONRAMP_DEFAULTS.js'

export interface QuoteRequest {
  purchaseCurrency: string
  paymentCurrency: string
  amount: number
  network: string
}

/** The widest of the default limits: the request does not say how the visitor pays. */
const QUOTE_MIN = Math.min(...ONRAMP_LIMITS.map((limit) => Number(limit.min)))
const QUOTE_MAX = Math.max(...ONRAMP_LIMITS.map((limit) => Number(limit.max)))

/**
 * POST /v1/onramp/quote's body: purchase and payment currency, amount and network (spec §7).
 * The amount must be inside one of the payment methods' limits (up to the bank account's
 * 25000.00); anything else is a 400 saying why.
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
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw badRequest("'amount' must be a number")
  }
  if (value < QUOTE_MIN || value > QUOTE_MAX) {
    throw badRequest(`'amount' must be between ${QUOTE_MIN.toFixed(2)} and ${QUOTE_MAX.toFixed(2)}`)
  }
  return {
    purchaseCurrency,
    paymentCurrency,
    amount: value,
    network: typeof network === 'string' ? network : '',
  }
}
