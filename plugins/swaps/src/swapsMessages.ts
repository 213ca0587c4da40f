import { defineMessages } from '@appkit/kernel'

/** What the plugin adds around its views: the Account view's entry and the views' titles. */
export const swapsMessages = defineMessages('swaps', {
  accountEntry: 'Swap',
  swapTitle: 'Swap',
  selectTokenToPayTitle: 'Select token to pay with',
  selectTokenToReceiveTitle: 'Select token to receive',
  reviewTitle: 'Review swap',
})
