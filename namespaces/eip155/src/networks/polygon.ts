import { defineEvmNetwork } from './defineEvmNetwork.js'

/** Polygon PoS (chain id 137). */
export const polygon = /* @__PURE__ */ defineEvmNetwork({
  id: 137,
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: ['https://polygon.drpc.org'],
  blockExplorer: { name: 'PolygonScan', url: 'https://polygonscan.com' },
})
