import { Schema } from 'effect'

/**
 * One wallet asset (spec §3), checked as spec §5 says: 'accepted only if every asset has
 * string address, string balance, type ERC20 or NATIVE, metadata with string name, string
 * symbol, numeric decimals, numeric price, string iconUrl'.
 */
export const WalletAsset = Schema.Struct({
  address: Schema.String,
  balance: Schema.String,
  type: Schema.Literal('ERC20', 'NATIVE'),
  metadata: Schema.Struct({
    name: Schema.String,
    symbol: Schema.String,
    decimals: Schema.Number,
    price: Schema.Number,
    iconUrl: Schema.String,
  }),
})

export type WalletAsset = typeof WalletAsset.Type

const AssetsByChainId = Schema.Record({ key: Schema.String, value: Schema.Array(WalletAsset) })

/**
 * `wallet_getAssets` answers the assets by hex chain id (EIP-7811). Prototype-safe: effect's
 * Record assigns each decoded key, so a '__proto__' key (checked like any other) would become
 * the decoded object's prototype; the result is rebuilt from its own entries, which drops it.
 */
export const WalletAssetsResponse = Schema.transform(
  AssetsByChainId,
  Schema.typeSchema(AssetsByChainId),
  {
    strict: true,
    decode: (assetsByChainId) => Object.fromEntries(Object.entries(assetsByChainId)),
    encode: (assetsByChainId) => assetsByChainId,
  },
)
