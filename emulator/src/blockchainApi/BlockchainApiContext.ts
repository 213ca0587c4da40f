import type { LocalChain } from './createLocalChain.js'
import type { NamesStore } from './createNamesStore.js'
import type { KnownToken } from './KnownToken.js'
import type { LocalSolanaChain } from './LocalSolanaChain.js'

/** What the blockchain API's routes share. */
export interface BlockchainApiContext {
  /** The local chains, by EVM chain id, in start order. */
  chains: ReadonlyMap<number, LocalChain>
  /** The Solana chain (litesvm), when the emulator runs one. */
  solana?: LocalSolanaChain
  /** Tokens the emulator deployed on every local chain (listed in balances and priced). */
  tokens: readonly KnownToken[]
  /** Lowercase addresses of spam NFT contracts. */
  spamContracts: ReadonlySet<string>
  names: NamesStore
  /** Milliseconds since the epoch (the registration timestamp window). */
  now: () => number
}
