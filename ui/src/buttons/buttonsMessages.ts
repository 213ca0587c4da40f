import { defineMessages } from '@appkit/kernel'

/**
 * The kit buttons' own texts. The buttons load with the page, so this file holds only these:
 * the modal's messages stay in the modal's chunks.
 */
export const buttonsMessages = defineMessages('buttons', {
  connectWallet: 'Connect Wallet',
  selectNetwork: 'Select network',
})
