import { defineSolanaNetwork } from './defineSolanaNetwork.js'

/** Solana mainnet-beta. */
export const solana = /* @__PURE__ */ defineSolanaNetwork({
  genesisHash: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
  name: 'Solana',
  rpcUrls: ['https://api.mainnet-beta.solana.com'],
  blockExplorer: { name: 'Solscan', url: 'https://solscan.io' },
})
