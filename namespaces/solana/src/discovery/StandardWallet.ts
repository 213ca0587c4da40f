import { arrayOf, type Guard, isString, refine } from '@appkit/kernel/guards'
import { isSolanaAddress } from '@appkit/kernel/validators'
import { encodeBase58 } from '../encodeBase58.js'

/** The Wallet Standard objects the solana namespace reads (shapes documented by wallet-standard). */

export interface StandardWalletAccount {
  readonly address: string
  readonly publicKey: Uint8Array
  readonly chains: readonly string[]
  readonly features: readonly string[]
  readonly label?: string
}

export interface StandardWallet {
  readonly version: string
  readonly name: string
  readonly icon: string
  readonly chains: readonly string[]
  readonly accounts: readonly StandardWalletAccount[]
  readonly features: Readonly<Record<string, unknown>>
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/*
 * Wallet Standard objects are often class instances (not plain objects), so these guards read
 * fields of any object; `refine` makes them refuse a value whose reading throws (a hostile
 * getter or proxy). The kernel's small guards, not effect's Schema: discovery runs before the
 * first click, inside the weight budget.
 */

/** A wallet object as Wallet Standard describes it: name, icon, chains, features, accounts. */
export const isStandardWallet: Guard<StandardWallet> = refine(
  isRecord,
  (value) =>
    value.version === '1.0.0' &&
    isString(value.name) &&
    value.name.length > 0 &&
    isString(value.icon) &&
    arrayOf(isString)(value.chains) &&
    Array.isArray(value.accounts) &&
    isRecord(value.features),
) as unknown as Guard<StandardWallet>

/**
 * A Solana wallet account: a base58 address that is the base58 of its 32-byte public key, and
 * string lists of chains and features (a label when present is a string).
 */
export const isStandardWalletAccount: Guard<StandardWalletAccount> = refine(
  isRecord,
  (value) =>
    isSolanaAddress(value.address) &&
    value.publicKey instanceof Uint8Array &&
    value.publicKey.length === 32 &&
    encodeBase58(value.publicKey) === value.address &&
    arrayOf(isString)(value.chains) &&
    arrayOf(isString)(value.features) &&
    (value.label === undefined || isString(value.label)),
) as unknown as Guard<StandardWalletAccount>

/** The valid accounts of a list a wallet gave (each checked: a bad one is dropped). */
export function walletAccountsOf(value: unknown): StandardWalletAccount[] {
  try {
    return Array.isArray(value) ? value.filter((item) => isStandardWalletAccount(item)) : []
  } catch {
    return []
  }
}

/** An output whose `field` is a Uint8Array of `length` bytes (or any non-empty one). */
export function hasBytes(value: unknown, field: string, length?: number): boolean {
  try {
    if (!isRecord(value)) return false
    const bytes = value[field]
    return (
      bytes instanceof Uint8Array &&
      (length === undefined ? bytes.length > 0 : bytes.length === length)
    )
  } catch {
    return false
  }
}

/** A feature object of the wallet when it has `method` as a function, else undefined. */
export function walletFeature<T>(
  wallet: StandardWallet,
  name: string,
  method: string,
): T | undefined {
  try {
    const feature = wallet.features[name]
    return isRecord(feature) && typeof feature[method] === 'function' ? (feature as T) : undefined
  } catch {
    return undefined
  }
}

/** A Solana wallet: a solana chain and the connect and sign-message features. */
export function isSolanaWallet(wallet: StandardWallet): boolean {
  try {
    return (
      wallet.chains.some((chain) => chain.startsWith('solana:')) &&
      walletFeature(wallet, 'standard:connect', 'connect') !== undefined &&
      walletFeature(wallet, 'solana:signMessage', 'signMessage') !== undefined
    )
  } catch {
    return false
  }
}
