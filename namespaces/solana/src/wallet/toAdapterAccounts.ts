import type { AdapterAccount } from '@appkit/kernel'
import { walletAccountsOf } from '../discovery/StandardWallet.js'

/**
 * A wallet's accounts as the kernel's: the Solana ones (an account listing a solana chain, or
 * no chains), each of type eoa (spec §6: 'polkadot and solana eoa'). Anything else is dropped.
 */
export function toAdapterAccounts(accounts: unknown): AdapterAccount[] {
  return walletAccountsOf(accounts)
    .filter(
      (account) =>
        account.chains.length === 0 || account.chains.some((chain) => chain.startsWith('solana:')),
    )
    .map((account) => ({ address: account.address, type: 'eoa' as const }))
}
