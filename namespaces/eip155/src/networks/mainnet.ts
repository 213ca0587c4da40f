import { defineEvmNetwork } from './defineEvmNetwork.js'

/** Ethereum mainnet (chain id 1). */
export const mainnet = /* @__PURE__ */ defineEvmNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: ['https://ethereum.reth.rs/rpc'],
  blockExplorer: { name: 'Etherscan', url: 'https://etherscan.io' },
})
