import { defineEvmNetwork } from './defineEvmNetwork.js'

/** ZKsync Era (chain id 324). */
export const zksync = /* @__PURE__ */ defineEvmNetwork({
  id: 324,
  name: 'ZKsync Era',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: ['https://mainnet.era.zksync.io'],
  blockExplorer: { name: 'ZKsync Explorer', url: 'https://explorer.zksync.io' },
})
