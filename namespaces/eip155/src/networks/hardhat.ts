import { defineEvmNetwork } from './defineEvmNetwork.js'

/** The emulator's first local chain: Hardhat, chain id 31337, at http://127.0.0.1:8545. */
export const HARDHAT_RPC_URL = 'http://127.0.0.1:8545'

/** Local Hardhat chain (31337); move it with `withRpcUrl(hardhat, url)`. */
export const hardhat = /* @__PURE__ */ defineEvmNetwork({
  id: 31337,
  name: 'Hardhat',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: [HARDHAT_RPC_URL],
})
