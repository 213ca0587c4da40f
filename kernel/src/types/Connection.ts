import type { AccountType } from './Account.js'
import type { CaipNetwork } from './CaipNetwork.js'

/** One wallet connection in one namespace (spec §3). */
export interface Connection {
  connectorId: string
  /** Each with the wallet's publicKey and derivation path when it gave them (spec §3). */
  accounts: readonly { address: string; type: AccountType; publicKey?: string; path?: string }[]
  caipNetwork: CaipNetwork
}
