import { defineEvmNetwork } from './defineEvmNetwork.js'

/** BNB Smart Chain (chain id 56). */
export const bsc = /* @__PURE__ */ defineEvmNetwork({
  id: 56,
  name: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: ['https://56.rpc.thirdweb.com'],
  blockExplorer: { name: 'BscScan', url: 'https://bscscan.com' },
})
