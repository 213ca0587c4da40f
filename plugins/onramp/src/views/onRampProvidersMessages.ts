import { defineMessages } from '@appkit/kernel'

/** The OnRampProviders view: the amount, currency, payment method, token, quote and providers. */
export const onRampProvidersMessages = defineMessages('onramp.buy', {
  youPay: 'You pay',
  payIn: 'Pay in {currency}',
  payWith: 'Pay with',
  card: 'Card',
  bankAccount: 'Bank account',
  cardLimits: 'Card: {min} to {max} {currency}',
  bankAccountLimits: 'Bank account: {min} to {max} {currency}',
  otherMethodLimits: '{method}: {min} to {max} {currency}',
  youReceive: 'You receive',
  gettingQuote: 'Getting a quote…',
  buy: 'Buy {symbol}',
  providers: 'Providers',
  noProvider: 'No on-ramp provider is available here.',
  fee: 'Fee {range}',
})
