import { celo as chain } from 'viem/chains'
import { fromViemChain } from './fromViemChain.js'

/** Celo (chain id 42220). */
export const celo = /* @__PURE__ */ fromViemChain(chain)
