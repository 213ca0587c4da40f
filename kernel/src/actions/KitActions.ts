import type { NamespaceAdapter } from '../adapters/NamespaceAdapter.js'
import type { NetworkSwitchDecision } from '../router/resolveNetworkSwitchView.js'
import type { CaipNetwork } from '../types/CaipNetwork.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { Connection } from '../types/Connection.js'

export interface SendParameters {
  /** Decimal string in whole units, e.g. '0.01'. */
  amount: string
  receiverAddress: string
  /** What to send: a token with its contract `address`, or the native currency without one. */
  token: { address?: string; symbol: string; decimals: number; name?: string }
}

/** A prepared transaction from the active account (a swap, a token approval). */
export interface TransactionParameters {
  to: string
  /** Calldata, `0x` hex. */
  data: string
  /** Native currency attached, in the smallest unit; 0 when absent. */
  value?: bigint
  /** Its name in the Recent transactions list and toasts (e.g. 'Swap'); default none. */
  label?: string
}

/** The user-facing flows of spec §4, in one place, over whatever adapters are registered. */
export interface KitActions {
  /** A namespace plugin registers its adapter; returns the unregister. */
  registerAdapter(adapter: NamespaceAdapter): () => void
  adapter(namespace: ChainNamespace): NamespaceAdapter | undefined
  /**
   * Connects a registered connector (spec §4: failure restores the previous state); its family
   * becomes active unless `activate` is false.
   */
  connect(connectorId: string, options?: { activate?: boolean }): Promise<Connection>
  /** Reconnects a returning visitor from the stored connector ids, without prompts. */
  reconnect(): Promise<void>
  /** Disconnects one family or all; waits at most 3 s for each wallet. */
  disconnect(namespace?: ChainNamespace): Promise<void>
  /**
   * Multi-wallet: disconnects one wallet of a family (at most 3 s) and stops following its
   * events; the family's next connection becomes current. The last one disconnects the family.
   */
  disconnectConnection(namespace: ChainNamespace, connectorId: string): Promise<void>
  /** Chooses SwitchNetwork, SwitchActiveChain or a direct switch (spec §2) and acts on it. */
  requestNetworkSwitch(caipNetwork: CaipNetwork): Promise<NetworkSwitchDecision>
  /** Switches the wallet (when connected) and the active network; goes back on failure. */
  switchNetwork(caipNetwork: CaipNetwork): Promise<void>
  /** Reads the active account's native balance into the registry (3 decimals shown). */
  refreshBalance(): Promise<void>
  signMessage(message: string): Promise<string>
  /** Validates and sends; resets send state after; returns the transaction hash. */
  send(parameters: SendParameters): Promise<string>
  /**
   * Sends a prepared transaction from the active account through its family's adapter, waits
   * until it is included (a revert rejects), then refreshes the balances; the hash.
   */
  sendTransaction(parameters: TransactionParameters): Promise<string>
}
