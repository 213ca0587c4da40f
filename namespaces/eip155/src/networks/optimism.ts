import { defineEvmNetwork } from './defineEvmNetwork.js'

/** OP Mainnet (chain id 10). */
export const optimism = /* @__PURE__ */ defineEvmNetwork({
  id: 10,
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: ['https://mainnet.optimism.io'],
  blockExplorer: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' },
})
