import { arbitrum as chain } from 'viem/chains'
import { fromViemChain } from './fromViemChain.js'

/** Arbitrum One (chain id 42161). */
export const arbitrum = /* @__PURE__ */ fromViemChain(chain)
