import { defineMessages } from '@appkit/kernel'

/** What the plugin adds around its views: the Account view's entry and the views' titles. */
export const onrampMessages = defineMessages('onramp', {
  accountEntry: 'Buy crypto',
  buyTitle: 'Buy crypto',
  selectCurrencyTitle: 'Select currency',
  selectTokenTitle: 'Select token',
  buyInProgressTitle: 'Buy in progress',
})
