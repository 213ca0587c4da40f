/**
 * What the send views say when the form cannot be sent. The first two are spec §5's words;
 * 'Unsupported chain' is spec §8's; the others are ours (the spec names no text for them).
 */
export const SEND_MESSAGES = Object.freeze({
  amountAndReceiverRequired: 'An amount and receiver address are required',
  tokenRequired: 'A token is required',
  unsupportedChain: 'Unsupported chain',
  amountNotPositive: 'The amount must be a positive number',
  tooManyDecimals: (decimals: number) => `The amount has more than ${decimals} decimals`,
  invalidReceiver: 'Invalid receiver address',
  insufficientBalance: 'Insufficient balance',
})
