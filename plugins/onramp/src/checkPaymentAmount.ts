import { createI18n, type I18n } from '@appkit/kernel'
import type { PaymentCurrency, PaymentMethodLimit } from './OnRampTypes.js'
import { paymentAmountMessages as m } from './paymentAmountMessages.js'

/** The limits of one payment method of a currency (default the card), if it lists them. */
export function paymentLimitFor(
  currency: PaymentCurrency,
  methodId = 'card',
): PaymentMethodLimit | undefined {
  return currency.payment_method_limits.find((limit) => limit.id === methodId)
}

/** Why an amount cannot be paid: there is none, or it is outside the method's limits. */
export type PaymentAmountProblem =
  | { kind: 'missing' }
  | { kind: 'outOfRange'; limit: PaymentMethodLimit; currency: PaymentCurrency }

/**
 * Why an amount cannot be paid with a payment method of the currency (spec §5 default limits:
 * card 10.00 to 7500.00, bank account 10.00 to 25000.00), or undefined when it can.
 */
export function paymentAmountProblem(
  amount: number | undefined,
  currency: PaymentCurrency,
  methodId = 'card',
): PaymentAmountProblem | undefined {
  if (amount === undefined || !Number.isFinite(amount) || amount <= 0) return { kind: 'missing' }
  const limit = paymentLimitFor(currency, methodId)
  if (!limit) return undefined
  if (amount < Number(limit.min) || amount > Number(limit.max)) {
    return { kind: 'outOfRange', limit, currency }
  }
  return undefined
}

let english: Pick<I18n, 't'> | undefined

/**
 * paymentAmountProblem in English words ('Enter an amount', 'Amount must be between 10.00 and
 * 7500.00 USD'), for the app; OnRampProviders words it in the visitor's locale.
 */
export function checkPaymentAmount(
  amount: number | undefined,
  currency: PaymentCurrency,
  methodId = 'card',
): string | undefined {
  const problem = paymentAmountProblem(amount, currency, methodId)
  if (!problem) return undefined
  if (problem.kind === 'missing') return m.enterAmount.message
  english ??= createI18n({ locale: 'en' })
  return english.t(m.outOfRange, {
    min: problem.limit.min,
    max: problem.limit.max,
    currency: problem.currency.id,
  })
}
