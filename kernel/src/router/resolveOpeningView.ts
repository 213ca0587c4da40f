import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { ViewData, ViewName } from '../types/ViewName.js'

export interface ResolveOpeningViewInput {
  /** The namespace the caller asked to open on, e.g. `open({ namespace: 'solana' })`. */
  requestedNamespace?: ChainNamespace
  /** The kit's active chain family, if any. */
  activeNamespace?: ChainNamespace
  /** The host drives WalletConnect by hand (manual control). */
  manualControl: boolean
  /** At least one namespace adapter is installed. */
  hasAdapters: boolean
  isConnected: boolean
  isMobile: boolean
  requestedView?: ViewName
  requestedViewData?: ViewData
}

export type OpeningDecision =
  | { action: 'switchNetwork'; namespace: ChainNamespace }
  | { action: 'open'; view: ViewName; data?: ViewData }

/**
 * Decides what `open()` does (spec §2, Opening rules). The rules are applied in the order the
 * spec lists them, and the first that matches wins:
 *
 * 1. A requested namespace that differs from the active chain (including when no chain is
 *    active yet) switches network instead of changing view.
 * 2. Manual control or no adapters, while not connected: AllWallets on mobile, otherwise
 *    ConnectingWalletConnectBasic. This wins over a requested view: without adapters (or
 *    under manual control) a disconnected user can only connect through WalletConnect.
 * 3. A requested view opens as asked, with its data.
 * 4. Otherwise Account if connected, else Connect.
 *
 * @example
 * resolveOpeningView({ manualControl: false, hasAdapters: true, isConnected: true, isMobile: false })
 * // { action: 'open', view: 'Account' }
 */
export function resolveOpeningView(input: ResolveOpeningViewInput): OpeningDecision {
  const { requestedNamespace, activeNamespace } = input
  if (requestedNamespace !== undefined && requestedNamespace !== activeNamespace) {
    return { action: 'switchNetwork', namespace: requestedNamespace }
  }
  if ((input.manualControl || !input.hasAdapters) && !input.isConnected) {
    return { action: 'open', view: input.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic' }
  }
  if (input.requestedView !== undefined) {
    const decision: OpeningDecision = { action: 'open', view: input.requestedView }
    if (input.requestedViewData !== undefined) decision.data = input.requestedViewData
    return decision
  }
  return { action: 'open', view: input.isConnected ? 'Account' : 'Connect' }
}
