import { swapProblemMessages } from './swapProblemMessages.js'
import { swapsMessages } from './swapsMessages.js'

/** The plugin's name in the kit (`kit.plugins()`). */
export const SWAPS_PLUGIN_NAME = 'appkit:swaps'

/** The views this plugin registers. */
export const SWAP_VIEW = 'Swap'
export const SWAP_SELECT_TOKEN_VIEW = 'SwapSelectToken'
export const SWAP_PREVIEW_VIEW = 'SwapPreview'

/** The Account view's entry that opens Swap (its accessible name, in English). */
export const SWAP_ENTRY_LABEL = swapsMessages.accountEntry.message

/** Spec §6: swaps on 12 networks, by EVM chain id. */
export const SWAP_CHAIN_IDS: readonly number[] = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
]

/** Spec §9 'Swap slippage tolerance 1', in percent. */
export const SWAP_SLIPPAGE_PERCENT = 1

/**
 * Spec §8 messages, in English (the controller's texts for the app; the views word them in the
 * visitor's locale). The gas price's is only thrown, to the code that asked for the price.
 */
export const NETWORK_NOT_SUPPORTED_FOR_SWAPS = swapProblemMessages.networkNotSupported.message
export const NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE = 'Network not supported for Gas Price'

/** The placeholder address swap APIs use for a network's native currency. */
export const NATIVE_TOKEN_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** Spec §9 'Suggested and popular swap tokens are defined': shown first when listed. */
export const SUGGESTED_TOKEN_SYMBOLS: readonly string[] = ['ETH', 'USDC', 'USDT', 'DAI', 'WBTC']

/** Listed before the others in SwapSelectToken, in this order. */
export const POPULAR_TOKEN_SYMBOLS: readonly string[] = [
  'ETH',
  'WETH',
  'USDC',
  'USDT',
  'DAI',
  'WBTC',
  'LINK',
  'UNI',
  'AAVE',
  'MATIC',
  'ARB',
  'OP',
]

/** When the quote could not be fetched (the API failed or has no route), in English. */
export const SWAP_QUOTE_FAILED = swapProblemMessages.quoteFailed.message
export const INSUFFICIENT_BALANCE = swapProblemMessages.insufficientBalance.message
export const SWAP_TOKENS_FAILED = swapProblemMessages.tokensFailed.message

/** The failures the toasts after the wallet answered begin with, in English (swapPreviewMessages). */
export const SWAP_FAILED = 'Swap failed'
export const APPROVAL_FAILED = 'Approval failed'
