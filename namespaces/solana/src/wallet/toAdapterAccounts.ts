import type { AdapterAccount } from '@appkit/kernel'
import { walletAccountsOf } from '../discovery/StandardWallet.js'

/**
 * A wallet's accounts as the kernel's: the Solana ones (an account listing a solana chain, or
 * no chains), each of type eoa (spec §6: 'polkadot and solana eoa') with its public key in hex
 * (spec §3 Account). Anything else is dropped.
 */
export function toAdapterAccounts(accounts: unknown): AdapterAccount[] {
  return walletAccountsOf(accounts)
    .filter(
      (account) =>
        account.chains.length === 0 || account.chains.some((chain) => chain.startsWith('solana:')),
    )
    .map((account) => ({
      address: account.address,
      type: 'eoa' as const,
      publicKey: toHex(account.publicKey),
    }))
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
