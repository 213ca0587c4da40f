import type { Transaction } from './Transaction.js'

/**
 * Spec §5 'Spam transactions (all transfers flagged spam NFT) are hidden': true when the
 * transaction has transfers and every one is an NFT flagged as spam.
 */
export function isSpamTransaction(transaction: Transaction): boolean {
  return (
    transaction.transfers.length > 0 &&
    transaction.transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)
  )
}
