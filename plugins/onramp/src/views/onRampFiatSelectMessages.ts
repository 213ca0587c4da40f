import { defineMessages } from '@appkit/kernel'

/** The OnRampFiatSelect view: the fiat currencies and their limits. */
export const onRampFiatSelectMessages = defineMessages('onramp.fiatSelect', {
  currencies: 'Currencies',
  limits: '{min} to {max}',
})
