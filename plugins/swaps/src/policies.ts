/** The plugin's name in the kit (`kit.plugins()`). */
export const SWAPS_PLUGIN_NAME = 'appkit:swaps'

/** The views this plugin registers. */
export const SWAP_VIEW = 'Swap'
export const SWAP_SELECT_TOKEN_VIEW = 'SwapSelectToken'
export const SWAP_PREVIEW_VIEW = 'SwapPreview'

/** The Account view's entry that opens Swap (its accessible name). */
export const SWAP_ENTRY_LABEL = 'Swap'

/** Spec §6: swaps on 12 networks, by EVM chain id. */
export const SWAP_CHAIN_IDS: readonly number[] = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
]

/** Spec §9 'Swap slippage tolerance 1', in percent. */
export const SWAP_SLIPPAGE_PERCENT = 1

/** Spec §8 messages. */
export const NETWORK_NOT_SUPPORTED_FOR_SWAPS = 'Network not supported for Swaps'
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

/** Shown when the quote could not be fetched (the API failed or has no route). */
export const SWAP_QUOTE_FAILED = 'Failed to get a swap quote. Try again.'
export const INSUFFICIENT_BALANCE = 'Insufficient balance'
export const SWAP_TOKENS_FAILED = 'Failed to load the tokens to swap'

/** Toasts after the wallet answered. */
export const SWAP_FAILED = 'Swap failed'
export const APPROVAL_FAILED = 'Approval failed'
