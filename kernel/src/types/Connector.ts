import type { ChainNamespace } from './ChainNamespace.js'

/** The connector types of the built-in plugins. */
export const CONNECTOR_TYPES = [
  'AUTH',
  'INJECTED',
  'ANNOUNCED',
  'EXTERNAL',
  'WALLET_CONNECT',
  'MULTI_CHAIN',
] as const

export type BuiltInConnectorType = (typeof CONNECTOR_TYPES)[number]

/**
 * A built-in type, or one a plugin brings (say 'PASSKEY'): the plugin registers where picking it
 * leads (`register.connectorDestination`); the Connect view lists it with the external wallets.
 */
export type ConnectorType = BuiltInConnectorType | (string & {})

/** A way to reach a wallet, registered by a namespace plugin. */
export interface Connector {
  id: string
  type: ConnectorType
  name: string
  chain: ChainNamespace
  chains?: readonly string[]
  imageId?: string
  imageUrl?: string
  explorerId?: string
  info?: { rdns?: string }
  /** The wallet's provider object, opaque to the kernel. */
  provider?: unknown
  /**
   * The connector's own way to end its session (the embedded wallet signs out of its secure
   * site), which the family's adapter calls instead of the family's default (eip155: EIP-2255's
   * `wallet_revokePermissions`, a method the embedded wallet keeps for ERC-7715 permissions).
   */
  disconnect?: () => Promise<void>
  /**
   * WALLET_CONNECT connectors: true while the current session was paired through the generic
   * QR view (ConnectingWalletConnectBasic) rather than a listed wallet, 'basic WalletConnect
   * mode' (spec §2: UnsupportedChain is then not opened); false once it ends. A function, read
   * when the decision is made, so it is right even when the wallet starts on an unknown chain.
   */
  isBasicWalletConnect?: () => boolean
}
