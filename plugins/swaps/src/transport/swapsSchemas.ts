// Loaded on first use with the swaps transport: effect's Schema stays out of the first load.
import { Schema } from 'effect'

/** An integer amount sent as decimal text (wei, token units). */
const BaseUnits = Schema.BigInt.pipe(Schema.filter((value) => value >= 0n))

const Caip10 = Schema.String.pipe(Schema.pattern(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:.{1,128}$/))

const HexBytes = Schema.String.pipe(Schema.pattern(/^0x(?:[0-9a-fA-F]{2})*$/))

/** GET convert/tokens. */
export const SwapTokensSchema = Schema.Struct({
  tokens: Schema.Array(
    Schema.Struct({
      name: Schema.String,
      symbol: Schema.String,
      address: Caip10,
      decimals: Schema.Int.pipe(Schema.between(0, 36)),
      logoUri: Schema.optionalWith(Schema.String, { default: () => '' }),
    }),
  ),
})

/** GET convert/quotes: the first quote is used. */
export const SwapQuotesSchema = Schema.Struct({
  quotes: Schema.NonEmptyArray(Schema.Struct({ fromAmount: BaseUnits, toAmount: BaseUnits })),
})

/** GET convert/allowance. */
export const SwapAllowanceSchema = Schema.Struct({ allowance: BaseUnits })

/** GET convert/gas-price. */
export const SwapGasPriceSchema = Schema.Struct({
  standard: BaseUnits,
  fast: BaseUnits,
  instant: BaseUnits,
})

/** GET convert/build-approve and POST convert/build-transaction. */
export const SwapTransactionSchema = Schema.Struct({
  tx: Schema.Struct({
    from: Caip10,
    to: Caip10,
    data: HexBytes,
    value: BaseUnits,
    eip155: Schema.optional(
      Schema.Struct({ gas: Schema.optional(BaseUnits), gasPrice: Schema.optional(BaseUnits) }),
    ),
  }),
})
