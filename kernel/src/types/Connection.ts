import type { AccountType } from './Account.js'
import type { CaipNetwork } from './CaipNetwork.js'

/** One wallet connection in one namespace (spec §3). */
export interface Connection {
  connectorId: string
  accounts: readonly { address: string; type: AccountType }[]
  caipNetwork: CaipNetwork
}
