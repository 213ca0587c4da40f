/** The Wallet Standard shapes the Solana test wallet implements (documented by wallet-standard). */

export const REGISTER_WALLET_EVENT = 'wallet-standard:register-wallet'
export const APP_READY_EVENT = 'wallet-standard:app-ready'

/** The app's side of registration: `register(...wallets)` returns the unregistration. */
export interface WalletsRegistryApi {
  register(...wallets: StandardWallet[]): () => void
}

export interface StandardWalletAccount {
  readonly address: string
  readonly publicKey: Uint8Array
  readonly chains: readonly string[]
  readonly features: readonly string[]
  readonly label?: string
}

export interface StandardWallet {
  readonly version: '1.0.0'
  readonly name: string
  readonly icon: string
  readonly chains: readonly string[]
  readonly accounts: readonly StandardWalletAccount[]
  readonly features: Readonly<Record<string, unknown>>
}

export interface SignMessageInput {
  account: StandardWalletAccount
  message: Uint8Array
}

export interface SignTransactionInput {
  account: StandardWalletAccount
  transaction: Uint8Array
  chain?: string
}

export type StandardEventsListener = (properties: {
  accounts?: readonly StandardWalletAccount[]
}) => void
