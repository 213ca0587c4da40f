import { defineMessages } from '@appkit/kernel'

/** The BuyInProgress view: the purchase going on in the provider's window. */
export const buyInProgressMessages = defineMessages('onramp.inProgress', {
  buying: 'Buying {symbol}',
  completeInProvider: 'Complete the purchase in the {provider} window.',
  completeInUnnamedProvider: 'Complete the purchase in the provider window.',
  openProviderAgain: 'Open {provider} again',
  openUnnamedProviderAgain: 'Open the provider again',
  backToAccount: 'Back to account',
})
