import { defineMessages } from '@appkit/kernel'

/** WalletSendPreview: what will be sent, and the send itself. */
export const walletSendPreviewMessages = defineMessages('walletSendPreview', {
  nothingToSend: 'Nothing to send yet',
  backToSend: 'Back to Send',
  to: 'To',
  network: 'Network',
  balance: 'Balance',
  sending: 'Sending… approve the transaction in your wallet',
  /** Said in a toast and under the summary. */
  sent: 'Transaction sent',
  done: 'Done',
  cancel: 'Cancel',
  send: 'Send',
})
