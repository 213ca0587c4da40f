import { defineSolanaNetwork } from './defineSolanaNetwork.js'

/** The emulator's Solana RPC (litesvm) at its default port. */
export const SOLANA_LOCAL_RPC_URL = 'http://127.0.0.1:8899'

/** The genesis hash the emulator's Solana RPC reports (`getGenesisHash`). */
export const SOLANA_LOCAL_GENESIS_HASH = 'J4EvHz7LzvHVbJ9E32V1Y7pixetPRvVELNXA2CSrwStX'

/** The emulator's local Solana network; move it with `withRpcUrl(solanaLocal, url)`. */
export const solanaLocal = /* @__PURE__ */ defineSolanaNetwork({
  genesisHash: SOLANA_LOCAL_GENESIS_HASH,
  name: 'Solana Local',
  rpcUrls: [SOLANA_LOCAL_RPC_URL],
  testnet: true,
})
