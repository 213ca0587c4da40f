import { defineMessages } from '@appkit/kernel'

/**
 * ProfileWallets: every connected wallet. `{wallet}` is a wallet's name, `{address}` its short
 * address, `{network}` its network's name.
 */
export const profileWalletsMessages = defineMessages('profileWallets', {
  noWallet: 'No wallet is connected',
  connectAWallet: 'Connect a wallet',
  list: 'Connected wallets',
  /** The active wallet's accessible name. */
  activeLabel: '{wallet} {address} · {network}, active',
  /** Another wallet's button: makes it the active one. */
  switchTo: 'Switch to {wallet} {address} · {network}',
  disconnect: 'Disconnect {wallet} {address}',
  activeTag: 'Active',
  addWallet: 'Add wallet',
})
