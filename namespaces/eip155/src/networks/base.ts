import { defineEvmNetwork } from './defineEvmNetwork.js'

/** Base (chain id 8453). */
export const base = /* @__PURE__ */ defineEvmNetwork({
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: ['https://mainnet.base.org'],
  blockExplorer: { name: 'Basescan', url: 'https://basescan.org' },
})
