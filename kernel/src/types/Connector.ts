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
}
