import type { OnRampQuote, PaymentCurrency, PurchaseCurrency } from './OnRampTypes.js'

/**
 * Spec §7 'falls back to a mock quote on failure': the fiat amount bought one for one (the
 * default purchase currency is a dollar stablecoin), marked `mocked` so the view can say so.
 */
export function mockQuote(
  amount: number,
  purchaseCurrency: PurchaseCurrency,
  paymentCurrency: PaymentCurrency,
): OnRampQuote {
  return {
    purchaseAmount: { amount, currency: purchaseCurrency.symbol },
    paymentAmount: { amount, currency: paymentCurrency.id },
    mocked: true,
  }
}
