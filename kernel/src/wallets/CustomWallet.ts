/**
 * A wallet the app lists itself (option `customWallets`, spec §6 'custom'): the fields of a
 * wallet-list entry (spec §3 Wallet) the Connect view uses. Its links lead to WalletConnect as a
 * listed wallet's do: `mobile_link` on a phone, the QR code with `desktop_link` and `webapp_link`
 * elsewhere.
 */
export interface CustomWallet {
  /** Unique among the custom wallets. */
  readonly id: string
  readonly name: string
  /** http(s) or a data:image URL. */
  readonly image_url?: string
  readonly homepage?: string
  /** A universal link (http(s)) or the app's scheme (`mywallet://`). */
  readonly mobile_link?: string
  /** A universal link (http(s)) or the app's scheme. */
  readonly desktop_link?: string
  /** http(s) only. */
  readonly webapp_link?: string
  readonly app_store?: string
  readonly play_store?: string
  readonly chrome_store?: string
}
