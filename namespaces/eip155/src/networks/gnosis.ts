import { gnosis as chain } from 'viem/chains'
import { fromViemChain } from './fromViemChain.js'

/** Gnosis (chain id 100). */
export const gnosis = /* @__PURE__ */ fromViemChain(chain)
