import { defineMessages } from '@appkit/kernel'

/**
 * What stops a swap, as the controller reports it (in English, for the app) and the Swap views
 * show it (in the visitor's locale).
 */
export const swapProblemMessages = defineMessages('swaps.problem', {
  networkNotSupported: 'Network not supported for Swaps',
  quoteFailed: 'Failed to get a swap quote. Try again.',
  insufficientBalance: 'Insufficient balance',
  tokensFailed: 'Failed to load the tokens to swap',
})
