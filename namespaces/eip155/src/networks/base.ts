import { base as chain } from 'viem/chains'
import { fromViemChain } from './fromViemChain.js'

/** Base (chain id 8453). */
export const base = /* @__PURE__ */ fromViemChain(chain)
