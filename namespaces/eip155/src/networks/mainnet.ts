import { mainnet as chain } from 'viem/chains'
import { fromViemChain } from './fromViemChain.js'

/** Ethereum mainnet (chain id 1). */
export const mainnet = /* @__PURE__ */ fromViemChain(chain)
