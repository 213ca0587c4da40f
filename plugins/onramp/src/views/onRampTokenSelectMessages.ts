import { defineMessages } from '@appkit/kernel'

/** The OnRampTokenSelect view: the currencies on offer and the networks they are sold on. */
export const onRampTokenSelectMessages = defineMessages('onramp.tokenSelect', {
  tokens: 'Tokens',
  symbolOnNetworks: '{symbol} on {networks}',
})
