import { defineMessages } from '@appkit/kernel'

/** The Swap view: what is paid and received, the token buttons and the way to the review. */
export const swapViewMessages = defineMessages('swaps.swap', {
  switchNetwork: 'Switch network',
  youPay: 'You pay',
  payWith: 'Pay with {symbol}',
  selectTokenToPayWith: 'Select token to pay with',
  selectToken: 'Select token',
  balance: 'Balance: {amount} {symbol}',
  switchTokens: 'Switch tokens',
  youReceive: 'You receive',
  gettingQuote: 'Getting a quote…',
  receive: 'Receive {symbol}',
  selectTokenToReceive: 'Select token to receive',
  reviewSwap: 'Review swap',
})
