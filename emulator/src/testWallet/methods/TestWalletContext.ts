import type { Address, HDAccount } from 'viem'
import type { JsonRpcRequest } from '../createJsonRpcClient.js'
import type { WalletStateStore } from '../createWalletState.js'
import type { TestWalletChain, TestWalletEvent } from '../types.js'

/** What a method handler may use: the wallet's accounts, state, chains, events and prompt. */
export interface TestWalletContext {
  readonly accounts: readonly HDAccount[]
  readonly state: WalletStateStore
  /** The page origin shown in prompts and permissions. */
  readonly origin: string
  emit(event: TestWalletEvent, payload: unknown): void
  /** Asks the user (or auto-approves); throws a 4001 error when the user rejects. */
  confirm(method: string, params: unknown): Promise<void>
  /** The chains the wallet knows now: the supported configured chains plus added ones. */
  knownChains(): readonly TestWalletChain[]
  /** The configured chain with this id, known or not (the RPC URL the emulator serves). */
  configuredChain(chainId: number): TestWalletChain | undefined
  activeChain(): TestWalletChain
  /** Sends a JSON-RPC call to a chain's RPC URL. */
  rpc: JsonRpcRequest
  /** The accounts the page may see: [] until connected, the selected account first. */
  connectedAddresses(): Address[]
  /** The local account for `address`, or a 4100 error when not connected or not ours. */
  requireAccount(address: unknown): HDAccount
  /**
   * Runs `task` after every task given before it has settled: transactions are signed and sent
   * one submission at a time, so two requests never pick the same nonce and a bundle's calls
   * go out contiguously.
   */
  exclusive<T>(task: () => Promise<T>): Promise<T>
  /** Lower-case ids of wallet_sendCalls bundles waiting for approval or being sent. */
  readonly pendingBundleIds: Set<string>
}
