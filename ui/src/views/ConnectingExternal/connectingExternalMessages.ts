import { defineMessages } from '@appkit/kernel'

/** ConnectingExternal: connecting a browser wallet. */
export const connectingExternalMessages = defineMessages('connectingExternal', {
  /** `{name}` is the wallet's name. */
  continueIn: 'Continue in {name}',
  /** The same, for a wallet whose name is unknown. */
  continueInYourWallet: 'Continue in your wallet',
  /** The image's name for a wallet whose name is unknown. */
  yourWallet: 'your wallet',
  accept: 'Accept the connection request in your wallet.',
  failed: 'Connection failed',
  cancel: 'Cancel',
  tryAgain: 'Try again',
  unavailable: 'This wallet is not available',
})
