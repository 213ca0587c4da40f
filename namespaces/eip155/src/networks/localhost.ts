import { defineEvmNetwork } from './defineEvmNetwork.js'

/** The emulator's second local chain: chain id 1337, at http://127.0.0.1:8546. */
export const LOCALHOST_RPC_URL = 'http://127.0.0.1:8546'

/** Local chain 1337; move it with `withRpcUrl(localhost, url)`. */
export const localhost = /* @__PURE__ */ defineEvmNetwork({
  id: 1337,
  name: 'Localhost',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: [LOCALHOST_RPC_URL],
})
