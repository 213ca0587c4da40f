import { defineMessages } from '@appkit/kernel'

/** The pairing's states as both WalletConnect views show them: waiting, expired, declined, failed. */
export const pairingPanelMessages = defineMessages('walletconnect.pairing', {
  generating: 'Generating QR code',
  expiredTitle: 'QR code expired',
  expiredText: 'For your security, connection codes last 4 minutes.',
  newQrCode: 'Get a new QR code',
  rejectedTitle: 'Connection rejected',
  rejectedText: 'The wallet rejected the connection request.',
  failedTitle: 'Connection failed',
  somethingWentWrong: 'Something went wrong',
  tryAgain: 'Try again',
})
