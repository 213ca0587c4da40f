import { avalanche as chain } from 'viem/chains'
import { fromViemChain } from './fromViemChain.js'

/** Avalanche C-Chain (chain id 43114). */
export const avalanche = /* @__PURE__ */ fromViemChain(chain)
