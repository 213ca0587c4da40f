import type { PaymentCurrency, PaymentMethodLimit } from './OnRampTypes.js'

/** The limits of one payment method of a currency (default the card), if it lists them. */
export function paymentLimitFor(
  currency: PaymentCurrency,
  methodId = 'card',
): PaymentMethodLimit | undefined {
  return currency.payment_method_limits.find((limit) => limit.id === methodId)
}

/**
 * Why an amount cannot be paid with a payment method of the currency (spec §5 default limits:
 * card 10.00 to 7500.00, bank account 10.00 to 25000.00), or undefined when it can.
 */
export function checkPaymentAmount(
  amount: number | undefined,
  currency: PaymentCurrency,
  methodId = 'card',
): string | undefined {
  if (amount === undefined || !Number.isFinite(amount) || amount <= 0) return 'Enter an amount'
  const limit = paymentLimitFor(currency, methodId)
  if (!limit) return undefined
  if (amount < Number(limit.min) || amount > Number(limit.max)) {
    return `Amount must be between ${limit.min} and ${limit.max} ${currency.id}`
  }
  return undefined
}
