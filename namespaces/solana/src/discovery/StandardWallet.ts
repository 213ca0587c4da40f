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

/** A wallet object as Wallet Standard describes it: name, icon, chains, features, accounts. */
export function isStandardWallet(value: unknown): value is StandardWallet {
  if (!isRecord(value)) return false
  try {
    return (
      value.version === '1.0.0' &&
      typeof value.name === 'string' &&
      value.name.length > 0 &&
      typeof value.icon === 'string' &&
      Array.isArray(value.chains) &&
      value.chains.every((chain) => typeof chain === 'string') &&
      Array.isArray(value.accounts) &&
      isRecord(value.features)
    )
  } catch {
    // A hostile getter.
    return false
  }
}

/** A wallet account: base58 address, 32-byte public key, chains and features. */
export function isStandardWalletAccount(value: unknown): value is StandardWalletAccount {
  return (
    isRecord(value) &&
    typeof value.address === 'string' &&
    value.publicKey instanceof Uint8Array &&
    Array.isArray(value.chains) &&
    Array.isArray(value.features)
  )
}

/** A feature object of the wallet when it has `method` as a function, else undefined. */
export function walletFeature<T>(
  wallet: StandardWallet,
  name: string,
  method: string,
): T | undefined {
  const feature = wallet.features[name]
  return isRecord(feature) && typeof feature[method] === 'function' ? (feature as T) : undefined
}

/** A Solana wallet: a solana chain and the connect and sign-message features. */
export function isSolanaWallet(wallet: StandardWallet): boolean {
  return (
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    walletFeature(wallet, 'standard:connect', 'connect') !== undefined &&
    walletFeature(wallet, 'solana:signMessage', 'signMessage') !== undefined
  )
}
