import type { HDAccount } from 'viem/accounts'
import type { SolanaAccount } from './solanaAccount.js'

/** What the wallet's request handlers need: its accounts, the chains' RPC and the session. */
export interface WalletRequestContext {
  evm: HDAccount
  solana: SolanaAccount
  /** The emulator's RPC proxy for an EVM chain id, e.g. 'http://127.0.0.1:4100/rpc/31337'. */
  rpcUrl: (chainId: number) => string
  /** Makes `chainId` the session's active EVM chain (session update and chainChanged). */
  switchChain: (chainId: number) => Promise<void>
}

/** One session request as the handlers see it. */
export interface WalletRequest {
  method: string
  /** Untrusted: straight from the dapp. */
  params: unknown
  /** CAIP-2 chain the request is for, e.g. 'eip155:31337'. */
  chainId: string
}
