import type { TransactionStatus } from '../transactions/TrackedTransaction.js'
import type { AccountType } from '../types/Account.js'
import type { CaipNetwork } from '../types/CaipNetwork.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { Connector } from '../types/Connector.js'

/**
 * One account a wallet gave (spec §3 Account: address, type, publicKey, path). `publicKey`
 * (hex) and `path` (its derivation path) are there when the wallet gives them.
 */
export interface AdapterAccount {
  address: string
  type: AccountType
  publicKey?: string
  path?: string
}

export interface AdapterConnectResult {
  accounts: readonly AdapterAccount[]
  caipNetwork: CaipNetwork
}

/** A native balance in the network's currency, as a decimal string and raw units. */
export interface AdapterBalance {
  /** Decimal string in whole units, untruncated, e.g. '9999.98765432'. */
  formatted: string
  value: bigint
  decimals: number
  symbol: string
}

export interface AdapterToken {
  /** The token contract; absent for the native currency. */
  address?: string
  symbol: string
  decimals: number
  name?: string
}

export interface AdapterSendRequest {
  connector: Connector
  from: string
  to: string
  /** Decimal string in whole token units, e.g. '0.01'. */
  amount: string
  /** The token to send; the network's native currency when absent. */
  token?: AdapterToken
  caipNetwork: CaipNetwork
}

/** What a family needs to price the Max of a native send (see `nativeSendFee`). */
export interface AdapterSendFeeRequest {
  /** The sender. */
  from: string
  /** The receiver when known and valid; the sender otherwise (same fee for a transfer). */
  to: string
  /** A JSON-RPC read on the active network of this family (`kit.request`). */
  request: (method: string, params?: unknown) => Promise<unknown>
}

/** A message signature to check: whether `signature` is `address`'s signature of `message`. */
export interface AdapterVerifyRequest {
  address: string
  message: string
  /** As the family's wallets return it from `signMessage` (hex, base58, base64 ...). */
  signature: string
  /** The network the account signed on (an address may belong to one network only). */
  caipNetwork: CaipNetwork
}

/** A prepared transaction sent as is (e.g. a swap or a token approval a service built). */
export interface AdapterTransactionRequest {
  connector: Connector
  from: string
  to: string
  /** Calldata, `0x` hex. */
  data: `0x${string}`
  /** Native currency attached, in the smallest unit. */
  value: bigint
  caipNetwork: CaipNetwork
}

/** What a wallet connector tells the kernel after it connected (spec §4 connector events). */
export interface AdapterEvents {
  accountsChanged(connectorId: string, accounts: readonly AdapterAccount[]): void
  chainChanged(connectorId: string, chainId: number | string): void
  disconnected(connectorId: string): void
}

/**
 * One chain family's implementation, registered by a namespace plugin with
 * `kit.registerAdapter`. The kernel calls it; it never calls the kernel's router or UI.
 * Heavy SDKs are imported lazily inside these methods.
 */
export interface NamespaceAdapter {
  namespace: ChainNamespace
  /**
   * The preferred account type the family starts with (spec §6: bitcoin payment, EVM
   * smartAccount); 'eoa' when absent. A returning visitor's stored choice wins over it.
   */
  defaultAccountType?: AccountType
  /** Asks the wallet behind the connector for its accounts (a user approval). */
  connect(
    connector: Connector,
    options: { caipNetwork?: CaipNetwork },
  ): Promise<AdapterConnectResult>
  /** A returning visitor: the accounts the wallet still exposes without a prompt, if any. */
  reconnect(connector: Connector): Promise<AdapterConnectResult | undefined>
  disconnect(connector: Connector): Promise<void>
  /** Moves the wallet to the network (adding it when the wallet does not know it). */
  switchNetwork(connector: Connector, caipNetwork: CaipNetwork): Promise<void>
  getBalance(address: string, caipNetwork: CaipNetwork): Promise<AdapterBalance>
  signMessage(connector: Connector, address: string, message: string): Promise<string>
  /**
   * Checks a message signature of this family (sign-in verifies sessions with it), loading the
   * family's cryptography on first use; never rejects for a bad signature (false). A family
   * without it cannot have its signatures checked in the page.
   */
  verifyMessage?(request: AdapterVerifyRequest): Promise<boolean>
  /**
   * Sends a native or token transfer; resolves with the transaction hash once sent. A family
   * without it cannot send from the modal ('Unsupported chain').
   */
  send?(request: AdapterSendRequest): Promise<string>
  /**
   * The network fee, in the smallest unit, that the Max of a native send leaves in the account
   * (`getMaxSendAmount`); no fee is kept when absent.
   */
  nativeSendFee?(request: AdapterSendFeeRequest): Promise<bigint>
  /**
   * After a native send the modal keeps its view and only the balance refreshes (EVM); without
   * it, every send returns to Account.
   */
  nativeSendKeepsView?: boolean
  /** The blockchain data API serves this family's token balances (the Account token list). */
  tokenBalances?: boolean
  /** The email/social auth connector (the embedded wallet) supports this family. */
  authConnector?: boolean
  /** Sends a prepared transaction (to, data, value); resolves with its hash once sent. */
  sendTransaction?(request: AdapterTransactionRequest): Promise<string>
  /** Resolves once the transaction is included (used to refresh balances after a send). */
  waitForTransaction?(hash: string, caipNetwork: CaipNetwork): Promise<void>
  isAddress(address: string): boolean
  /** Whether a value is one of this family's transaction hashes (`kit.transactions.add` checks). */
  isTransactionHash?(value: string): boolean
  /**
   * A sent transaction's status from the chain: pending while it has no receipt, failed when it
   * reverted. A family without it has its transactions added but never followed.
   */
  transactionStatus?(hash: string, caipNetwork: CaipNetwork): Promise<TransactionStatus>
  /** EIP-5792: a call bundle's status, asked of the wallet that sent it. */
  callsStatus?(connector: Connector, id: string, caipNetwork: CaipNetwork): Promise<CallsStatus>
  /**
   * The block explorer page of a transaction; by default `{explorer}/tx/{hash}` on the network's
   * block explorer (as EVM, Solana, Bitcoin and Cosmos explorers name it).
   */
  transactionUrl?(hash: string, caipNetwork: CaipNetwork): string | undefined
  /** Subscribes to a connected connector's wallet events; returns the unsubscribe. */
  watch(connector: Connector, events: AdapterEvents): () => void
}

/** A call bundle's status as its wallet reports it, with the hashes of its transactions. */
export interface CallsStatus {
  status: TransactionStatus
  hashes: readonly string[]
}
