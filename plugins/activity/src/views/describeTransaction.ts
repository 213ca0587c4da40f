import type { I18n, MessageDescriptor } from '@appkit/kernel'
import type {
  OperationType,
  Transaction,
  TransactionStatus,
  TransferDirection,
} from '../history/Transaction.js'
import { formatQuantity } from './formatQuantity.js'
import { transactionMessages as m } from './transactionMessages.js'

const TITLES: Readonly<Record<OperationType, MessageDescriptor>> = {
  send: m.sent,
  receive: m.received,
  execute: m.executed,
  mint: m.minted,
}

const STATUSES: Readonly<Record<TransactionStatus, MessageDescriptor>> = {
  confirmed: m.confirmed,
  failed: m.failed,
  pending: m.pending,
}

const SIGNS: Readonly<Record<TransferDirection, string>> = { in: '+', out: '-', self: '' }

/** Without the kit's locale: each message's English. */
const ENGLISH: I18n['t'] = (descriptor) => descriptor.message

/** A transaction as one line of the Activity view. */
export interface TransactionDescription {
  /** 'Sent', 'Received', 'Executed' or 'Minted' (in the locale of `t`). */
  title: string
  /** The direction of its main transfer; undefined when it moved no asset. */
  direction: TransferDirection | undefined
  /** Signed quantity of the main transfer ('-0.01', '+5'); undefined when no asset moved. */
  amount: string | undefined
  /** The token's symbol, or the NFT's name. */
  symbol: string | undefined
  /** 'Confirmed', 'Failed' or 'Pending' (in the locale of `t`). */
  status: string
  /** Further transfers, e.g. 1 for a swap's second leg. */
  moreTransfers: number
}

/**
 * What the Activity view says about a transaction: direction, amount, symbol and status, its
 * words in the locale of `t` (the view passes useI18n's; English by default). The amount is
 * written with ASCII digits, cut to 4 decimals (see localizeDecimal for the visitor's digits).
 */
export function describeTransaction(
  transaction: Transaction,
  t: I18n['t'] = ENGLISH,
): TransactionDescription {
  const [main, ...rest] = transaction.transfers
  const symbol = main?.fungible_info?.symbol ?? main?.nft_info?.name
  return {
    title: t(TITLES[transaction.metadata.operationType]),
    direction: main?.direction,
    amount: main ? `${SIGNS[main.direction]}${formatQuantity(main.quantity.numeric)}` : undefined,
    symbol: symbol === '' ? undefined : symbol,
    status: t(STATUSES[transaction.metadata.status]),
    moreTransfers: rest.length,
  }
}
