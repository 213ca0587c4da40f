import { Schema } from 'effect'

const OptionalText = Schema.optional(Schema.NullishOr(Schema.String))

/** A wallet of GET /getWallets (spec §3 Wallet), decoded before use: the API is untrusted. */
export const WalletListing = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  image_id: OptionalText,
  image_url: OptionalText,
  homepage: OptionalText,
  chains: Schema.optional(Schema.NullishOr(Schema.Array(Schema.String))),
  mobile_link: OptionalText,
  desktop_link: OptionalText,
  webapp_link: OptionalText,
  app_store: OptionalText,
  play_store: OptionalText,
  chrome_store: OptionalText,
  rdns: OptionalText,
  order: Schema.optional(Schema.NullishOr(Schema.Number)),
})
export type WalletListing = typeof WalletListing.Type

export const WalletListResponse = Schema.Struct({
  count: Schema.Number,
  data: Schema.Array(WalletListing),
})
export type WalletListResponse = typeof WalletListResponse.Type
