import type { CaipNetwork } from '../types/CaipNetwork.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { Connection } from '../types/Connection.js'

/**
 * Notifications the registry gives after its state has changed; the kernel wires them to its
 * hooks. Every callback is optional.
 */
export interface RegistryEvents {
  /** A connect succeeded. */
  connected?(payload: { namespace: ChainNamespace; connection: Connection }): void
  /** The current address of a family changed, or another connection became the current one. */
  accountChanged?(payload: {
    namespace: ChainNamespace
    address: string
    connectorId: string
  }): void
  /** A wallet moved a connection to another chain. */
  chainChanged?(payload: {
    namespace: ChainNamespace
    caipNetwork: CaipNetwork
    connectorId: string
    unsupported: boolean
  }): void
  /** One family lost its last connection, or (without a namespace) every family was disconnected. */
  disconnected?(payload: { namespace?: ChainNamespace; connectorId?: string }): void
  activeNetworkChanged?(payload: {
    caipNetwork: CaipNetwork
    previous?: CaipNetwork
    switchingNamespace: boolean
  }): void
  sendStateReset?(): void
}
