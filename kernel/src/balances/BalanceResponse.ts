import { Schema } from 'effect'

/** A decimal number as text, e.g. '9999.5' (no sign, no exponent). */
const DecimalText = Schema.String.pipe(Schema.pattern(/^\d+(?:\.\d+)?$/))
/** A count of decimals as text, e.g. '18'. */
const DecimalsText = Schema.String.pipe(Schema.pattern(/^\d{1,3}$/))
const FiniteNumber = Schema.Number.pipe(Schema.finite())

/**
 * One token balance of the blockchain data API (spec §3 Token balance): `address` is absent
 * for the native token, otherwise chain-prefixed (CAIP-10).
 */
export const ServerTokenBalance = Schema.Struct({
  name: Schema.String,
  symbol: Schema.String,
  chainId: Schema.String,
  address: Schema.optional(Schema.String),
  value: Schema.optional(FiniteNumber),
  price: FiniteNumber,
  quantity: Schema.Struct({ decimals: DecimalsText, numeric: DecimalText }),
  iconUrl: Schema.String,
})

/** `GET /v1/account/{address}/balance` answers `{ balances }`; anything else fails closed. */
export const BalanceResponse = Schema.Struct({ balances: Schema.Array(ServerTokenBalance) })
