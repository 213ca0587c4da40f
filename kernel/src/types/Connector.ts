import type { ChainNamespace } from './ChainNamespace.js'

export const CONNECTOR_TYPES = [
  'AUTH',
  'INJECTED',
  'ANNOUNCED',
  'EXTERNAL',
  'WALLET_CONNECT',
  'MULTI_CHAIN',
] as const

export type ConnectorType = (typeof CONNECTOR_TYPES)[number]

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
   * WALLET_CONNECT connectors: true while the current session was paired through the generic
   * QR view (ConnectingWalletConnectBasic) rather than a listed wallet, 'basic WalletConnect
   * mode' (spec §2: UnsupportedChain is then not opened); false once it ends. A function, read
   * when the decision is made, so it is right even when the wallet starts on an unknown chain.
   */
  isBasicWalletConnect?: () => boolean
}
