import { defineMessages } from '@appkit/kernel'

/** The approval screen for Solana requests: its titles and one line per instruction. */
export const solanaApprovalMessages = defineMessages('secureFrame.solana', {
  signMessageTitle: 'Sign message (Solana)',
  signTransactionTitle: 'Sign transaction (Solana)',
  signAllTransactionsTitle: 'Sign transactions (Solana)',
  sendTransactionTitle: 'Send transaction (Solana)',
  transactionHeader: 'Transaction {number}:',
  sendSol: 'Send {amount} SOL to {to}',
  sendToken: 'Send {amount} of token {mint} to token account {account}',
  sendTokenUnits: 'Send {amount} token base units to token account {account}',
  callProgram: 'Call program {programId}',
  noInstructions: 'No instructions',
})
