import { defineMessages } from '@appkit/kernel'

/** One wallet of the list over WalletConnect (ConnectingWalletConnect): QR code or deep link. */
export const connectingWalletConnectMessages = defineMessages('walletconnect.wallet', {
  /** The wallet's name when the listing gives none. */
  yourWallet: 'your wallet',
  continueIn: 'Continue in {name}',
  acceptRequest: 'Accept the connection request in the wallet.',
  scanWith: 'Scan with {name}',
  openAndScan: 'Open {name} on your phone and scan this code.',
  qrLabel: 'QR code to connect with {name}',
  openWallet: 'Open {name}',
  openDesktopApp: 'Open {name} desktop app',
  openWebApp: 'Open {name} web app',
})
