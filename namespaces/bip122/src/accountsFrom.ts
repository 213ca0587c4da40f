import type { AdapterAccount } from '@appkit/kernel'
import { type BitcoinWalletAccount, isBitcoinWalletAccount } from './discovery/BitcoinProvider.js'
import { type BitcoinAddressNetwork, isBitcoinAddress } from './isBitcoinAddress.js'

/**
 * The wallet's accounts in AppKit's order (spec §3: "indexes payment 0, ordinal 1"), so the
 * payment account is the active one by default (spec §6: "Defaults: bitcoin payment").
 * Malformed accounts and addresses of another network are dropped.
 */
export function accountsFrom(accounts: unknown, network: BitcoinAddressNetwork): AdapterAccount[] {
  const valid = walletAccountsOf(accounts).filter((account) =>
    isBitcoinAddress(account.address, network),
  )
  const payment = valid.find((account) => account.purpose === 'payment')
  const ordinal = valid.find((account) => account.purpose === 'ordinals')
  return [
    ...(payment ? [toAccount(payment, 'payment')] : []),
    ...(ordinal ? [toAccount(ordinal, 'ordinal')] : []),
  ]
}

/** The well-formed accounts of a `getAccounts` result (a bad one is dropped). */
function walletAccountsOf(value: unknown): BitcoinWalletAccount[] {
  try {
    return Array.isArray(value) ? value.filter((item) => isBitcoinWalletAccount(item)) : []
  } catch {
    return []
  }
}

/** The account with the public key the wallet gave (spec §3 Bitcoin account), and its path if any. */
function toAccount(account: BitcoinWalletAccount, type: 'payment' | 'ordinal'): AdapterAccount {
  return {
    address: account.address,
    type,
    publicKey: account.publicKey.toLowerCase(),
    ...(account.derivationPath === undefined ? {} : { path: account.derivationPath }),
  }
}
