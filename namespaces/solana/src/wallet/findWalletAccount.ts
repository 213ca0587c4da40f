import { AppKitError } from '@appkit/kernel'
import {
  type StandardWallet,
  type StandardWalletAccount,
  walletAccountsOf,
} from '../discovery/StandardWallet.js'

/** The wallet account for an address; 'Account not found' when the wallet does not expose it. */
export function findWalletAccount(wallet: StandardWallet, address: string): StandardWalletAccount {
  const account = walletAccountsOf(wallet.accounts).find(
    (candidate) => candidate.address === address,
  )
  if (!account) {
    throw new AppKitError('Account not found', {
      category: 'PROVIDER_ERROR',
      details: `${wallet.name} does not expose ${address}`,
    })
  }
  return account
}
