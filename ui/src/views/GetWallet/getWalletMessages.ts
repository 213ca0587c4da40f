import { defineMessages } from '@appkit/kernel'

/**
 * GetWallet: a wallet this browser cannot reach, and where to get it. `{name}` is the wallet's
 * name; the `unknown…` messages are for a wallet whose name is not known.
 */
export const getWalletMessages = defineMessages('getWallet', {
  notInstalled: '{name} is not installed',
  unknownNotInstalled: 'this wallet is not installed',
  getThenConnect: 'Get {name}, then come back to connect.',
  unknownGetThenConnect: 'Get this wallet, then come back to connect.',
  noLinks: 'No download links are listed for this wallet.',
  /** The links' accessible name. */
  linksLabel: 'Get {name}',
  unknownLinksLabel: 'Get this wallet',
  /** The image's name for a wallet whose name is not known. */
  thisWallet: 'this wallet',
  /** The wallet's homepage link (the store links are named by their stores). */
  website: 'Website',
})
