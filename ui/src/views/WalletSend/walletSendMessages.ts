import { defineMessages } from '@appkit/kernel'

/** WalletSend: the send form, and why it cannot be sent yet. */
export const walletSendMessages = defineMessages('walletSend', {
  selectToken: 'Select token',
  /** The token button's accessible name once a token is chosen; `{symbol}` is its symbol. */
  changeToken: 'Token {symbol}, change',
  /** `{balance}` is the quantity with its symbol ('1.500 ETH'). */
  balance: 'Balance: {balance}',
  amount: 'Amount',
  max: 'Max',
  receiverAddress: 'Receiver address',
  solanaAddressPlaceholder: 'Solana address',
  /** Read before the receiver's profile name. */
  receiverName: 'Receiver name:',
  preview: 'Preview',
  // Why the form cannot be sent yet (the kernel's SEND_MESSAGES, in the visitor's locale).
  unsupportedChain: 'Unsupported chain',
  amountAndReceiverRequired: 'An amount and receiver address are required',
  tokenRequired: 'A token is required',
  amountNotPositive: 'The amount must be a positive number',
  tooManyDecimals: '{decimals, plural, other {The amount has more than # decimals}}',
  invalidReceiver: 'Invalid receiver address',
  insufficientBalance: 'Insufficient balance',
})
