import { defineMessages } from '@appkit/kernel'

/** The SwapPreview view: the trade to review, the allowance, approval and swap, and their toasts. */
export const swapPreviewMessages = defineMessages('swaps.review', {
  allowanceCheckFailed: 'Could not check the allowance',
  nothingToSwap: 'Nothing to swap yet',
  backToSwap: 'Back to Swap',
  approved: '{symbol} approved for swapping',
  approvalFailed: 'Approval failed: {reason}',
  swapped: 'Swapped {soldAmount} {soldSymbol} for {boughtAmount} {boughtSymbol}',
  swapFailed: 'Swap failed: {reason}',
  somethingWentWrong: 'Something went wrong',
  youPay: 'You pay',
  youReceive: 'You receive',
  tokenAmount: '{amount} {symbol}',
  approximateAmount: '≈ {amount} {symbol}',
  minimumReceived: 'Minimum received (slippage {slippage, number, percent})',
  gasPrice: 'Gas price',
  gasPriceInGwei: '{amount} gwei',
  network: 'Network',
  checkingAllowance: 'Checking the allowance…',
  approving: 'Approving… confirm in your wallet',
  swapping: 'Swapping… confirm in your wallet',
  approveFirst: 'Allow the swap to use your {symbol} first',
  tryAgain: 'Try again',
  cancel: 'Cancel',
  approve: 'Approve {symbol}',
  swap: 'Swap',
})
