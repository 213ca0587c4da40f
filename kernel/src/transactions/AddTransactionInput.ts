import type { CaipNetworkId } from '../types/CaipNetwork.js'

/** What `kit.transactions.add` takes: a transaction hash or an EIP-5792 call bundle id. */
export type AddTransactionInput = (
  | { hash: string; bundleId?: undefined }
  | { bundleId: string; hash?: undefined }
) & {
  /** The app's name for it, shown in the list and the toasts as it is (not translated). */
  label?: string
  /** Where it was sent; default the active network. */
  caipNetworkId?: CaipNetworkId
  /** Who sent it; default the active account. */
  address?: string
}
