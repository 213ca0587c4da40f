import type { NamespaceAdapter } from '../adapters/NamespaceAdapter.js'
import type { Alerts } from '../alerts/createAlerts.js'
import type { BalanceOutage } from '../balances/createBalanceOutage.js'
import type { ReportError } from '../errors/ReportErrorOptions.js'
import type { Gates } from '../gates/createGates.js'
import type { KernelHooks } from '../hooks/hooks.js'
import type { AppKitOptions } from '../kit/AppKitOptions.js'
import type { ConnectionRegistry } from '../registry/createConnectionRegistry.js'
import type { Router } from '../router/createRouter.js'
import type { AppKitStorage } from '../storage/createStorage.js'
import type { Transactions } from '../transactions/createTransactions.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'

/** What the kit's actions share: the kit's parts and its adapters and wallet subscriptions. */
export interface ActionContext {
  options: AppKitOptions
  hooks: KernelHooks
  registry: ConnectionRegistry
  router: Router
  storage: AppKitStorage
  gates: Gates
  alerts: Alerts
  adapters: Map<ChainNamespace, NamespaceAdapter>
  /** Unsubscribes of each connected connector's wallet events, by connector id. */
  watchers: Map<string, () => void>
  /** Shared with the token balances: a native balance that loads ends its part of an outage. */
  balanceOutage: BalanceOutage
  /** The kit's followed transactions: every send and prepared transaction is added. */
  transactions?: Pick<Transactions, 'add'>
  track(event: string, properties?: Record<string, unknown>): void
  /** The kit's `reportError`: each failing action reports once, with its flow and category. */
  report: ReportError
}
