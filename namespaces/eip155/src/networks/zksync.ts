import { zksync as chain } from 'viem/chains'
import { fromViemChain } from './fromViemChain.js'

/** ZKsync Era (chain id 324). */
export const zksync = /* @__PURE__ */ fromViemChain(chain)
