/**
 * A wallet the app hides: by wallet-list id (sent to the API as `exclude`), by rdns, or by
 * name (case-insensitive). 'Excluded wallets are matched by rdns or case-insensitive name
 * and hidden' (spec §5).
 */
export interface ExcludedWallet {
  id?: string
  rdns?: string
  name?: string
}
