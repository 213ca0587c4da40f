import type {
  OperationType,
  Transaction,
  TransactionStatus,
  TransferDirection,
} from '../history/Transaction.js'
import { formatQuantity } from './formatQuantity.js'

const TITLES: Readonly<Record<OperationType, string>> = {
  send: 'Sent',
  receive: 'Received',
  execute: 'Executed',
  mint: 'Minted',
}

const STATUSES: Readonly<Record<TransactionStatus, string>> = {
  confirmed: 'Confirmed',
  failed: 'Failed',
  pending: 'Pending',
}

const SIGNS: Readonly<Record<TransferDirection, string>> = { in: '+', out: '-', self: '' }

/** A transaction as one line of the Activity view. */
export interface TransactionDescription {
  /** 'Sent', 'Received', 'Executed' or 'Minted'. */
  title: string
  /** The direction of its main transfer; undefined when it moved no asset. */
  direction: TransferDirection | undefined
  /** Signed quantity of the main transfer ('-0.01', '+5'); undefined when no asset moved. */
  amount: string | undefined
  /** The token's symbol, or the NFT's name. */
  symbol: string | undefined
  /** 'Confirmed', 'Failed' or 'Pending'. */
  status: string
  /** Further transfers, e.g. 1 for a swap's second leg. */
  moreTransfers: number
}

/** What the Activity view says about a transaction: direction, amount, symbol and status. */
export function describeTransaction(transaction: Transaction): TransactionDescription {
  const [main, ...rest] = transaction.transfers
  const symbol = main?.fungible_info?.symbol ?? main?.nft_info?.name
  return {
    title: TITLES[transaction.metadata.operationType],
    direction: main?.direction,
    amount: main ? `${SIGNS[main.direction]}${formatQuantity(main.quantity.numeric)}` : undefined,
    symbol: symbol === '' ? undefined : symbol,
    status: STATUSES[transaction.metadata.status],
    moreTransfers: rest.length,
  }
}
