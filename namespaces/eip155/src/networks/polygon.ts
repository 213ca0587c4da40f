import { polygon as chain } from 'viem/chains'
import { fromViemChain } from './fromViemChain.js'

/** Polygon PoS (chain id 137). */
export const polygon = /* @__PURE__ */ fromViemChain(chain)
