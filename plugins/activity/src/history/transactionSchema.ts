// Loaded on first use with the history transport: effect's Schema stays out of the first load.
import { Schema } from 'effect'
import type { TransactionPage } from './Transaction.js'

/** A date the grouping can read: text that Date.parse understands. */
const IsoDate = Schema.String.pipe(
  Schema.filter((text) => !Number.isNaN(Date.parse(text)), { message: () => 'an ISO-8601 date' }),
)

const TransferSchema = Schema.Struct({
  direction: Schema.Literal('in', 'out', 'self'),
  quantity: Schema.Struct({ numeric: Schema.String }),
  value: Schema.optional(Schema.Number),
  price: Schema.optional(Schema.Number),
  fungible_info: Schema.optional(
    Schema.Struct({
      name: Schema.String,
      symbol: Schema.String,
      icon: Schema.optional(Schema.Struct({ url: Schema.String })),
    }),
  ),
  nft_info: Schema.optional(
    Schema.Struct({
      name: Schema.String,
      flags: Schema.Struct({ is_spam: Schema.Boolean }),
      content: Schema.optional(
        Schema.Struct({ preview: Schema.optional(Schema.Struct({ url: Schema.String })) }),
      ),
    }),
  ),
})

const TransactionSchema = Schema.Struct({
  id: Schema.String,
  metadata: Schema.Struct({
    operationType: Schema.Literal('send', 'receive', 'execute', 'mint'),
    hash: Schema.String,
    minedAt: IsoDate,
    sentFrom: Schema.String,
    sentTo: Schema.String,
    status: Schema.Literal('confirmed', 'failed', 'pending'),
    nonce: Schema.Number,
    chain: Schema.String,
  }),
  transfers: Schema.Array(TransferSchema),
})

/**
 * GET account/{address}/history: `{ data: Transaction[], next: string | null }`. Decoded
 * strictly: a missing or mistyped field rejects the whole page (fields not listed are dropped).
 */
export const TransactionPageSchema: Schema.Schema<TransactionPage, TransactionPage> = Schema.Struct(
  {
    data: Schema.Array(TransactionSchema),
    next: Schema.NullOr(Schema.String),
  },
)
