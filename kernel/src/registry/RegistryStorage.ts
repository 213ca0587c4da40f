import type { AccountType } from '../types/Account.js'
import type { CaipNetworkId } from '../types/CaipNetwork.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'

/** What the registry persists; the kernel adapts its storage module to this. */
export interface RegistryStorage {
  /** Stores the connector a family was connected with, for reconnecting a returning visitor. */
  setConnectorId(namespace: ChainNamespace, connectorId: string): void
  removeConnectorId(namespace: ChainNamespace): void
  /** The preferred account types stored by earlier visits (spec §4: kept on disconnect). */
  preferredAccountTypes(): Partial<Record<ChainNamespace, AccountType>>
  setPreferredAccountType(namespace: ChainNamespace, type: AccountType): void
  /** Stores the last active network ("last chain"). */
  setActiveCaipNetworkId(caipNetworkId: CaipNetworkId): void
  /**
   * On disconnect: removes every registered storage key flagged `clearOnDisconnect` (the
   * embedded wallet's cached login, email, last chain and social data), whichever family goes.
   */
  clearSessionData(namespace: ChainNamespace): void
}

export function createNoopRegistryStorage(): RegistryStorage {
  return {
    setConnectorId() {},
    removeConnectorId() {},
    preferredAccountTypes: () => ({}),
    setPreferredAccountType() {},
    setActiveCaipNetworkId() {},
    clearSessionData() {},
  }
}
