// @appkit/swaps: the public entry point. Only entry points re-export.

export { balanceOfToken } from './balanceOfToken.js'
export { createSwapsClient, type SwapRequest, type SwapsClient } from './createSwapsClient.js'
export {
  createSwapsController,
  isNativeToken,
  type SwapReceipt,
  type SwapSide,
  type SwapsAccount,
  type SwapsController,
  type SwapsControllerOptions,
  type SwapsState,
} from './createSwapsController.js'
export { formatTokenAmount } from './formatTokenAmount.js'
export { parseTokenAmount } from './parseTokenAmount.js'
export {
  APPROVAL_FAILED,
  INSUFFICIENT_BALANCE,
  NATIVE_TOKEN_ADDRESS,
  NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE,
  NETWORK_NOT_SUPPORTED_FOR_SWAPS,
  POPULAR_TOKEN_SYMBOLS,
  SUGGESTED_TOKEN_SYMBOLS,
  SWAP_CHAIN_IDS,
  SWAP_ENTRY_LABEL,
  SWAP_FAILED,
  SWAP_PREVIEW_VIEW,
  SWAP_QUOTE_FAILED,
  SWAP_SELECT_TOKEN_VIEW,
  SWAP_SLIPPAGE_PERCENT,
  SWAP_VIEW,
  SWAPS_PLUGIN_NAME,
} from './policies.js'
export { DEFAULT_SWAPS_PROVIDERS, SWAPS_FEATURE } from './SWAPS_FEATURE.js'
export type { SwapGasPrice, SwapQuote, SwapToken, SwapTransaction } from './SwapTypes.js'
export { isSwapNetwork, swapNetworkFor } from './swapNetworkFor.js'
export { SWAPS_SERVICE, type SwapsOptions, swaps } from './swaps.js'
