import { hardhat as chain } from 'viem/chains'
import { fromViemChain } from './fromViemChain.js'

/** The emulator's first local chain: Hardhat, chain id 31337, at http://127.0.0.1:8545. */
export const HARDHAT_RPC_URL = 'http://127.0.0.1:8545'

/** Local Hardhat chain (31337); move it with `withRpcUrl(hardhat, url)`. */
export const hardhat = /* @__PURE__ */ fromViemChain(chain, { rpcUrl: HARDHAT_RPC_URL })
