import { defineEvmNetwork } from './defineEvmNetwork.js'

/** Celo (chain id 42220). */
export const celo = /* @__PURE__ */ defineEvmNetwork({
  id: 42220,
  name: 'Celo',
  nativeCurrency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
  rpcUrls: ['https://forno.celo.org'],
  blockExplorer: { name: 'Celo Explorer', url: 'https://celoscan.io' },
  testnet: false,
})
