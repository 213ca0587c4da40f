import { Schema } from 'effect'

/**
 * `POST /v1/fungible/price` (spec §7) answers `{ fungibles }`, one entry per priced token
 * (unknown ones are left out); anything else fails closed.
 */
export const FungiblePriceResponse = Schema.Struct({
  fungibles: Schema.Array(
    Schema.Struct({
      name: Schema.String,
      symbol: Schema.String,
      iconUrl: Schema.String,
      price: Schema.Number.pipe(Schema.finite(), Schema.nonNegative()),
    }),
  ),
})
