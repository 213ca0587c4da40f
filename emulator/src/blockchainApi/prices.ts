/**
 * The emulator's committed price table, in USD per whole unit, by symbol. Only the local
 * chains' native currencies (Ether, and SOL on the Solana chain) and the tokens the emulator
 * deploys are priced; any other token has no price.
 */
export const PRICES_USD: Readonly<Record<string, number>> = {
  ETH: 3000,
  SOL: 150,
  TEST: 1,
}

/** The local chains' native currency (every local chain uses Ether). */
export const NATIVE_CURRENCY = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

/** The Solana chain's native currency: SOL, 9 decimals (lamports). */
export const SOLANA_NATIVE_CURRENCY = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

/** Image id (served by /public/getAssetImage/{id}) of each priced symbol's icon. */
export const ICON_ASSET_IDS: Readonly<Record<string, string>> = {
  ETH: 'eip155',
  SOL: 'solana',
  TEST: 'TEST',
}
