import { SOCIAL_PROVIDERS } from '@appkit/kernel'
import { Schema } from 'effect'
import { EMBEDDED_WALLET_CHANNEL } from '../policies.js'

/** The requests the host sends to the secure frame (spec §7, the part this plugin uses). */
export const REQUEST_TYPES = [
  'CONNECT_EMAIL',
  'CONNECT_OTP',
  'CONNECT_DEVICE',
  'GET_SOCIAL_REDIRECT_URI',
  'CONNECT_SOCIAL',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
  'GET_USER',
  'SIGN_OUT',
  'RPC_REQUEST',
  'SWITCH_NETWORK',
  'RPC_ABORT',
  'RELOAD',
  'SET_PREFERRED_ACCOUNT',
  'GET_SMART_ACCOUNT_NETWORKS',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
] as const

export type RequestType = (typeof REQUEST_TYPES)[number]

const Channel = Schema.Literal(EMBEDDED_WALLET_CHANNEL)
/** Request ids are random UUIDs; bound the length so a hostile frame cannot send megabytes. */
const RequestId = Schema.String.pipe(Schema.minLength(8), Schema.maxLength(64))

const ReadyMessage = Schema.Struct({ channel: Channel, kind: Schema.Literal('ready') })
const SuccessMessage = Schema.Struct({
  channel: Channel,
  kind: Schema.Literal('success'),
  id: RequestId,
  payload: Schema.Unknown,
})
const ErrorMessage = Schema.Struct({
  channel: Channel,
  kind: Schema.Literal('error'),
  id: RequestId,
  message: Schema.String.pipe(Schema.maxLength(500)),
  code: Schema.optional(Schema.Number),
})

/** What the secure frame may post to the host: ready, or a success or error reply to a request. */
export const FrameMessage = Schema.Union(ReadyMessage, SuccessMessage, ErrorMessage)
export type FrameMessage = typeof FrameMessage.Type

const AccountType = Schema.Literal('eoa', 'smartAccount')
const EvmAddress = Schema.String.pipe(Schema.pattern(/^0x[0-9a-fA-F]{40}$/))
/** A base58 ed25519 public key (32 bytes: 32 to 44 characters). */
const SolanaAddress = Schema.String.pipe(Schema.pattern(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/))
const Base58Signature = Schema.String.pipe(Schema.pattern(/^[1-9A-HJ-NP-Za-km-z]{64,90}$/))
const Base64 = Schema.String.pipe(Schema.maxLength(4096), Schema.pattern(/^[A-Za-z0-9+/]*={0,2}$/))

/**
 * The embedded-wallet user the frame returns after login, for GET_USER and SET_PREFERRED_ACCOUNT
 * (spec §3): `address` is the active account; `accounts` lists the EOA and, where the network
 * enables smart accounts, the smart account.
 */
export const EmbeddedUser = Schema.Struct({
  email: Schema.optional(Schema.String.pipe(Schema.maxLength(320))),
  userName: Schema.optional(Schema.String.pipe(Schema.maxLength(100))),
  socialProvider: Schema.optional(Schema.Literal(...SOCIAL_PROVIDERS)),
  address: EvmAddress,
  chainId: Schema.Number,
  accounts: Schema.optional(
    Schema.Array(Schema.Struct({ address: EvmAddress, type: AccountType })).pipe(
      Schema.maxItems(4),
    ),
  ),
  preferredAccountType: Schema.optional(AccountType),
  smartAccountDeployed: Schema.optional(Schema.Boolean),
  /** The same login's Solana account (its key stays on the secure site). */
  solanaAddress: Schema.optional(SolanaAddress),
})
export type EmbeddedUser = typeof EmbeddedUser.Type

/** GET_SMART_ACCOUNT_NETWORKS' reply (spec §7 'smart account networks'): CAIP-2 network ids. */
export const SmartAccountNetworks = Schema.Struct({
  networks: Schema.Array(
    Schema.String.pipe(Schema.pattern(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)),
  ).pipe(Schema.maxItems(100)),
})

/** SWITCH_NETWORK's reply: the chain, and the logged-in user on it (its active account may change). */
export const SwitchNetworkResult = Schema.Struct({
  chainId: Schema.Number,
  user: Schema.optional(EmbeddedUser),
})

/**
 * CONNECT_EMAIL's reply: the next step, a one-time code, or first the approval of a device the
 * account has not seen. CONNECT_DEVICE's reply is the one-time code step.
 */
export const ConnectEmailResult = Schema.Struct({
  action: Schema.Literal('VERIFY_OTP', 'VERIFY_DEVICE'),
})

/**
 * GET_SOCIAL_REDIRECT_URI's reply (where the popup goes) and GET_FARCASTER_URI's (the approval
 * link shown to the user); both are checked to be on the secure origin.
 */
export const SocialRedirect = Schema.Struct({ uri: Schema.String.pipe(Schema.maxLength(2048)) })

/** What the consent popup posts to its opener once the user approved: a single-use code. */
export const SocialResultMessage = Schema.Struct({
  channel: Channel,
  kind: Schema.Literal('social-result'),
  state: Schema.String.pipe(Schema.minLength(8), Schema.maxLength(64)),
  code: Schema.String.pipe(Schema.minLength(8), Schema.maxLength(64)),
})
export type SocialResultMessage = typeof SocialResultMessage.Type

/** The email update's steps: the current email's code, then the new email's. */
export const UpdateEmailStep = Schema.Struct({
  action: Schema.Literal('VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'),
})

/** The email update's success: the new email. */
export const UpdateEmailResult = Schema.Struct({ email: Schema.String })

/** IS_CONNECTED's reply: whether the secure site holds a session for this browser. */
export const IsConnectedResult = Schema.Struct({ isConnected: Schema.Boolean })

/** GET_CHAIN_ID's reply (and SWITCH_NETWORK's): the chain the frame is on now. */
export const ChainIdResult = Schema.Struct({
  chainId: Schema.Number.pipe(Schema.int(), Schema.positive()),
})

/** What the host posts to the frame. */
export interface FrameRequest {
  channel: typeof EMBEDDED_WALLET_CHANNEL
  kind: 'request'
  id: string
  type: RequestType
  payload: unknown
}

/** solana_signMessage's and solana_signAndSendTransaction's reply: a base58 signature. */
export const SolanaSignatureResult = Schema.Struct({ signature: Base58Signature })

/** solana_signTransaction's reply: the signed wire transaction in base64. */
export const SolanaTransactionResult = Schema.Struct({ transaction: Base64 })

/** solana_signAllTransactions' reply: the signed wire transactions in base64, in order. */
export const SolanaTransactionsResult = Schema.Struct({
  transactions: Schema.Array(Base64).pipe(Schema.maxItems(20)),
})
