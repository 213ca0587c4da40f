import type { RegistryState } from '../registry/registryState.js'
import { getNetworksOf } from '../registry/selectors.js'
import type { CaipNetwork } from '../types/CaipNetwork.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { OpenRequest } from './createRouter.js'
import type { NetworkSwitchDecision } from './resolveNetworkSwitchView.js'

export interface OpenOnNamespaceContext {
  /** The network to switch to in that family: its current one, else its first configured. */
  networkOf(namespace: ChainNamespace): CaipNetwork | undefined
  /** Whether the family has a connected wallet. */
  isConnected(namespace: ChainNamespace): boolean
  /** Switches the wallet (when connected) and the active network. */
  switchNetwork(target: CaipNetwork): Promise<void>
  /** Spec §2's network-switch view choice, acted on (SwitchActiveChain is pushed, else switched). */
  requestNetworkSwitch(target: CaipNetwork): Promise<NetworkSwitchDecision>
  /** The router's `open`, called once the family is active. */
  open(request: OpenRequest): unknown
  /** The 'switch network not found' alert: the family has no configured network. */
  networkNotFound(): void
  report(error: unknown): void
}

/** The network to open a family on: its wallet's (when configured), else its first configured. */
export function familyNetwork(
  state: RegistryState,
  namespace: ChainNamespace,
): CaipNetwork | undefined {
  const current = state.chains[namespace]
  return (
    (current?.unsupportedChain ? undefined : current?.caipNetwork) ??
    getNetworksOf(state, namespace)[0]
  )
}

/**
 * Spec §2, first opening rule: 'If a namespace is requested that differs from the active chain,
 * the modal switches network instead of changing view.' The family's network becomes active
 * (a connected family is switched to directly, with no confirmation step: its wallet is already
 * there; otherwise the network-switch view choice applies, so a user connected elsewhere with no
 * account in the family sees SwitchActiveChain). Then the modal opens by the other rules, on the
 * family now active; a failed switch is reported and the modal opens on the family it stayed on.
 */
export async function openOnNamespace(
  context: OpenOnNamespaceContext,
  namespace: ChainNamespace,
  request: Omit<OpenRequest, 'namespace'>,
): Promise<void> {
  const target = context.networkOf(namespace)
  if (!target) {
    context.networkNotFound()
    return
  }
  try {
    if (context.isConnected(namespace)) {
      await context.switchNetwork(target)
    } else {
      const decision = await context.requestNetworkSwitch(target)
      if (decision.action === 'open') {
        context.open({ view: decision.view, data: decision.data })
        return
      }
    }
  } catch (error) {
    context.report(error)
  }
  context.open(request)
}
