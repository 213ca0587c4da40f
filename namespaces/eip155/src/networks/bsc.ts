import { bsc as chain } from 'viem/chains'
import { fromViemChain } from './fromViemChain.js'

/** BNB Smart Chain (chain id 56). */
export const bsc = /* @__PURE__ */ fromViemChain(chain)
