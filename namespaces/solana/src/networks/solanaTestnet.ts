import { defineSolanaNetwork } from './defineSolanaNetwork.js'

/** Solana testnet. */
export const solanaTestnet = /* @__PURE__ */ defineSolanaNetwork({
  genesisHash: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY',
  name: 'Solana Testnet',
  rpcUrls: ['https://api.testnet.solana.com'],
  blockExplorer: { name: 'Solscan', url: 'https://solscan.io/?cluster=testnet' },
  testnet: true,
})
