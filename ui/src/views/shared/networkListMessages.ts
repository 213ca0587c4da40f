import { defineMessages } from '@appkit/kernel'

/** The network list of the Networks and UnsupportedChain views. */
export const networkListMessages = defineMessages('networkList', {
  /** A family's section; `{family}` is its name ('EVM', 'Solana'). */
  familyNetworks: '{family} networks',
  switchingTo: 'Switching to {network}',
})
