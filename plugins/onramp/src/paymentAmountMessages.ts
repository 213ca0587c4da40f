import { defineMessages } from '@appkit/kernel'

/** Why an amount cannot be paid (checkPaymentAmount in English, OnRampProviders in the locale). */
export const paymentAmountMessages = defineMessages('onramp.amount', {
  enterAmount: 'Enter an amount',
  outOfRange: 'Amount must be between {min} and {max} {currency}',
})
