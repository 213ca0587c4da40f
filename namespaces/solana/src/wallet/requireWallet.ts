import { AppKitError, type Connector } from '@appkit/kernel'
import { isStandardWallet, type StandardWallet } from '../discovery/StandardWallet.js'

/** The connector's Wallet Standard wallet, or 'Provider not found' when it has none. */
export function requireWallet(connector: Connector): StandardWallet {
  const wallet = connector?.provider
  if (!isStandardWallet(wallet)) {
    throw new AppKitError('Provider not found', {
      category: 'PROVIDER_ERROR',
      details: `Connector ${String(connector?.id)} has no Wallet Standard wallet`,
    })
  }
  return wallet
}
