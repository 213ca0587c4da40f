import { defineEvmNetwork } from './defineEvmNetwork.js'

/** Arbitrum One (chain id 42161). */
export const arbitrum = /* @__PURE__ */ defineEvmNetwork({
  id: 42161,
  name: 'Arbitrum One',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: ['https://arb1.arbitrum.io/rpc'],
  blockExplorer: { name: 'Arbiscan', url: 'https://arbiscan.io' },
})
