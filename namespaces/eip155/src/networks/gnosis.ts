import { defineEvmNetwork } from './defineEvmNetwork.js'

/** Gnosis (chain id 100). */
export const gnosis = /* @__PURE__ */ defineEvmNetwork({
  id: 100,
  name: 'Gnosis',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrls: ['https://rpc.gnosischain.com'],
  blockExplorer: { name: 'Gnosisscan', url: 'https://gnosisscan.io' },
})
