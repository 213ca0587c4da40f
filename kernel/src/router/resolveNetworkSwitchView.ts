import type { CaipNetwork } from '../types/CaipNetwork.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { ConnectorType } from '../types/Connector.js'

export interface ResolveNetworkSwitchViewInput {
  /** The network the user wants to switch to. */
  target: CaipNetwork
  /** The user is connected on the current chain. */
  isConnected: boolean
  /** The active chain family, if any. */
  activeNamespace?: ChainNamespace
  /** The families on which the user has an account. */
  accountNamespaces: readonly ChainNamespace[]
  /** The host skips the network-switch confirmation step. */
  skipConfirmation: boolean
  /** The type of the connector the user is connected with, if any. */
  connectorType?: ConnectorType
  /** Whether the email/social auth connector supports a family (its adapter's `authConnector`). */
  supportsAuthConnector(namespace: ChainNamespace): boolean
  /** SwitchActiveChain's replace flag: Connect replaces it in history. Defaults to true. */
  replace?: boolean
}

export type SwitchActiveChainData = {
  caipNetwork: CaipNetwork
  navigateTo: 'Connect'
  replace: boolean
}

export type NetworkSwitchDecision =
  | { action: 'open'; view: 'SwitchActiveChain'; data: SwitchActiveChainData }
  | { action: 'open'; view: 'SwitchNetwork'; data: { caipNetwork: CaipNetwork } }
  | { action: 'switchDirectly' }

/**
 * Chooses the view for a network switch (spec §2, Network switching view choice).
 *
 * The spec's two sentences are read together, the more specific one first:
 * 1. 'SwitchActiveChain is shown if the user is connected on the current chain, the target is a
 *    different chain family, and the user has no account on that family.' Its data carries the
 *    target, a navigate-to of Connect and the replace flag.
 * 2. 'Otherwise SwitchNetwork', but only when 'the confirmation step is not skipped, or ... the
 *    connector is the email/social auth one and the target chain supports it' (the auth
 *    connector switches through its view even when confirmation is skipped).
 * 3. Otherwise no view is shown and the network is switched directly.
 */
export function resolveNetworkSwitchView(
  input: ResolveNetworkSwitchViewInput,
): NetworkSwitchDecision {
  const { target } = input
  const targetNamespace = target.chainNamespace
  const differentFamily = targetNamespace !== input.activeNamespace
  const hasAccountOnTarget = input.accountNamespaces.includes(targetNamespace)
  if (input.isConnected && differentFamily && !hasAccountOnTarget) {
    return {
      action: 'open',
      view: 'SwitchActiveChain',
      data: { caipNetwork: target, navigateTo: 'Connect', replace: input.replace ?? true },
    }
  }
  const authSupportsTarget =
    input.connectorType === 'AUTH' && input.supportsAuthConnector(targetNamespace)
  if (!input.skipConfirmation || authSupportsTarget) {
    return { action: 'open', view: 'SwitchNetwork', data: { caipNetwork: target } }
  }
  return { action: 'switchDirectly' }
}
