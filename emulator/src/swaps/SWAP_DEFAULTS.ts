import { parseEther } from 'viem'
import { TEST_TOKEN } from '../defaults.js'

/** The networks the real swap API serves (spec §6); the stand-in must be one of them. */
export const SWAP_NETWORK_IDS: readonly number[] = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
]

/**
 * The swap network the local pool stands in for: OP Mainnet (10), whose native currency is
 * ETH like the local chains'. Requests for eip155:10 are answered from the first local chain.
 */
export const DEFAULT_SWAP_STAND_IN_CHAIN_ID = 10

/** The placeholder address swap APIs use for a network's native currency. */
export const NATIVE_TOKEN_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/**
 * What the liquidity provider puts in the pool at start: 1 ETH buys about 1000 TEST. The
 * provider is minted one holder's share of TEST at deployment, and puts all of it in.
 */
export const POOL_LIQUIDITY = {
  native: parseEther('1000'),
  token: TEST_TOKEN.amountPerHolder,
} as const

/** The largest slippage (percent) build-transaction accepts. */
export const MAX_SLIPPAGE_PERCENT = 50

export const NETWORK_NOT_SUPPORTED_FOR_SWAPS = 'Network not supported for Swaps'
export const NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE = 'Network not supported for Gas Price'
