// Loaded on first use with the on-ramp transport: effect's Schema stays out of the first load.
import { Schema } from 'effect'
import { isWebUrl } from '../isWebUrl.js'

const PurchaseCurrencySchema = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  symbol: Schema.String,
  networks: Schema.Array(
    Schema.Struct({
      name: Schema.String,
      display_name: Schema.String,
      chain_id: Schema.String,
      contract_address: Schema.String,
    }),
  ),
})

const PaymentCurrencySchema = Schema.Struct({
  id: Schema.String,
  payment_method_limits: Schema.Array(
    Schema.Struct({ id: Schema.String, min: Schema.String, max: Schema.String }),
  ),
})

/** GET onramp/options. */
export const OnRampOptionsSchema = Schema.Struct({
  purchaseCurrencies: Schema.Array(PurchaseCurrencySchema),
  paymentCurrencies: Schema.Array(PaymentCurrencySchema),
})

/** A quoted amount: a finite number of 0 or more, as a number or decimal text. */
const Amount = Schema.Union(Schema.Number, Schema.NumberFromString).pipe(
  Schema.finite(),
  Schema.nonNegative(),
)

const QuoteAmountSchema = Schema.Struct({ amount: Amount, currency: Schema.String })

/** POST onramp/quote: the spec reads purchaseAmount.amount. */
export const OnRampQuoteSchema = Schema.Struct({
  purchaseAmount: QuoteAmountSchema,
  paymentAmount: Schema.optional(QuoteAmountSchema),
})

/** POST generators/onrampurl: the checkout address, http or https only (it is opened). */
export const OnRampUrlSchema = Schema.Struct({
  url: Schema.String.pipe(
    Schema.filter(isWebUrl, {
      message: () => 'an http or https URL',
      // For property tests: random strings are almost never URLs.
      arbitrary: () => (fc) => fc.webUrl({ validSchemes: ['http', 'https'] }),
    }),
  ),
})
