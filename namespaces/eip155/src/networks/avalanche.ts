import { defineEvmNetwork } from './defineEvmNetwork.js'

/** Avalanche C-Chain (chain id 43114). */
export const avalanche = /* @__PURE__ */ defineEvmNetwork({
  id: 43114,
  name: 'Avalanche',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrls: ['https://api.avax.network/ext/bc/C/rpc'],
  blockExplorer: { name: 'SnowTrace', url: 'https://snowtrace.io' },
})
