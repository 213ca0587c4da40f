import type { Address } from 'viem'
import type { Route } from '../api/Route.js'
import type { KnownToken } from '../blockchainApi/KnownToken.js'
import { createPoolClient } from './createPoolClient.js'
import { createSwapRoutes } from './createSwapRoutes.js'
import { deployTestPool } from './deployTestPool.js'
import { POOL_LIQUIDITY, SWAP_NETWORK_IDS } from './SWAP_DEFAULTS.js'

export interface SetUpSwapsParameters {
  /** The local chain the pool lives on. */
  chain: { chainId: number; rpcUrl: string }
  /** The swap network (spec §6) that local chain answers for in the swap API. */
  standInChainId: number
  /** Holds POOL_LIQUIDITY.token of `token`: deploys the pool and adds the liquidity. */
  liquidityProvider: Address
  token: KnownToken
}

export interface Swaps {
  routes: Route[]
  pool: Address
}

/**
 * Deploys the ETH/token TestPool on one local chain with its liquidity and creates the swap
 * API's routes, which answer for `standInChainId` from that chain.
 *
 * @example
 * const swaps = await setUpSwaps({ chain: nodes[0], standInChainId: 10, liquidityProvider, token })
 */
export async function setUpSwaps(parameters: SetUpSwapsParameters): Promise<Swaps> {
  const { chain, standInChainId, liquidityProvider, token } = parameters
  if (!SWAP_NETWORK_IDS.includes(standInChainId)) {
    throw new Error(
      `The swap stand-in ${standInChainId} is not a swap network (${SWAP_NETWORK_IDS.join(', ')})`,
    )
  }
  const pool = await deployTestPool({
    rpcUrl: chain.rpcUrl,
    chainId: chain.chainId,
    provider: liquidityProvider,
    token: token.address,
    nativeAmount: POOL_LIQUIDITY.native,
    tokenAmount: POOL_LIQUIDITY.token,
  })
  const client = createPoolClient({ ...chain, pool, token: token.address })
  return { routes: createSwapRoutes({ chainId: standInChainId, pool, token, client }), pool }
}
