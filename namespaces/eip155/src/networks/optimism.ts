import { optimism as chain } from 'viem/chains'
import { fromViemChain } from './fromViemChain.js'

/** OP Mainnet (chain id 10). */
export const optimism = /* @__PURE__ */ fromViemChain(chain)
