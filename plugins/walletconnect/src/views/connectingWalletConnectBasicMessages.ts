import { defineMessages } from '@appkit/kernel'

/** The generic QR view (ConnectingWalletConnectBasic): any WalletConnect wallet. */
export const connectingWalletConnectBasicMessages = defineMessages('walletconnect.qr', {
  lead: 'Scan this code with a WalletConnect wallet on your phone.',
  qrLabel: 'QR code to connect with a mobile wallet',
})
