// The WalletConnect plugin's names and timings, in one place.

import { MINUTE_MS, SECOND_MS } from '@appkit/kernel'

export const WALLET_CONNECT_PLUGIN_NAME = 'appkit:walletconnect'
/** The connector's id (spec §6 connector type order starts with 'walletConnect'). */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'
export const WALLET_CONNECT_CONNECTOR_NAME = 'WalletConnect'
/** The connector of the session's solana namespace (one session, a connector per family). */
export const WALLET_CONNECT_SOLANA_CONNECTOR_ID = 'walletConnect:solana'

/** The generic QR view, and the view for one wallet of the list (spec §2). */
export const WALLET_CONNECT_BASIC_VIEW = 'ConnectingWalletConnectBasic'
export const WALLET_CONNECT_WALLET_VIEW = 'ConnectingWalletConnect'

/** Spec §4 and §9: 'Pairing: lifetime 4 minutes'. */
export const PAIRING_LIFETIME_MS = 4 * MINUTE_MS
/** Spec §4 and §9: 'expired when 10 seconds or less remain'. */
export const PAIRING_EXPIRY_MARGIN_MS = 10 * SECOND_MS
/** How long to wait for the library to produce a pairing URI before reporting the relay unreachable. */
export const PAIRING_URI_TIMEOUT_MS = 20 * SECOND_MS
/**
 * After the wallet accepts wallet_switchEthereumChain to a chain the session lacks, how long to
 * wait for its session_update adding that chain before refusing the switch.
 */
export const SWITCH_CHAIN_SESSION_UPDATE_TIMEOUT_MS = 10 * SECOND_MS

/** What an eip155 session asks for (wallet methods; reads go to the app's own RPC URLs). */
export const EIP155_METHODS = Object.freeze([
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
] as const)
export const EIP155_EVENTS = Object.freeze(['accountsChanged', 'chainChanged'] as const)

/** What a solana session asks for. */
export const SOLANA_METHODS = Object.freeze([
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
] as const)
export const SOLANA_EVENTS = Object.freeze([] as const)
