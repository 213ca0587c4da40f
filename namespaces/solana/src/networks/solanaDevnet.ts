import { defineSolanaNetwork } from './defineSolanaNetwork.js'

/** Solana devnet. */
export const solanaDevnet = /* @__PURE__ */ defineSolanaNetwork({
  genesisHash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
  name: 'Solana Devnet',
  rpcUrls: ['https://api.devnet.solana.com'],
  blockExplorer: { name: 'Solscan', url: 'https://solscan.io/?cluster=devnet' },
  testnet: true,
})
