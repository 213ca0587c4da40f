/**
 * The emulator's committed price table, in USD per whole unit, by symbol. Only the local
 * chains' native currency and the tokens the emulator deploys are priced; any other token has
 * no price.
 */
export const PRICES_USD: Readonly<Record<string, number>> = {
  ETH: 3000,
  TEST: 1,
}

/** The local chains' native currency (every local chain uses Ether). */
export const NATIVE_CURRENCY = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

/** Image id (served by /public/getAssetImage/{id}) of each priced symbol's icon. */
export const ICON_ASSET_IDS: Readonly<Record<string, string>> = {
  ETH: 'eip155',
  TEST: 'TEST',
}
