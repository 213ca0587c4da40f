// Entry point of `@appkit/solana/networks`: Solana networks as data, one per file.

export {
  defineSolanaNetwork,
  SOLANA_NATIVE_CURRENCY,
  type SolanaNetworkFacts,
} from './defineSolanaNetwork.js'
export { solana } from './solana.js'
export { solanaDevnet } from './solanaDevnet.js'
export { SOLANA_LOCAL_GENESIS_HASH, SOLANA_LOCAL_RPC_URL, solanaLocal } from './solanaLocal.js'
export { solanaTestnet } from './solanaTestnet.js'
export { walletStandardChainOf } from './walletStandardChainOf.js'
export { withRpcUrl } from './withRpcUrl.js'
