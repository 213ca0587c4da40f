import type { CaipNetwork } from '../types/CaipNetwork.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { Connection } from '../types/Connection.js'
import type { Connector } from '../types/Connector.js'
import type { NamespaceState, RegistryState } from './registryState.js'

/** The state of a family, or undefined when its adapter is absent. */
export function getNamespaceState(
  state: RegistryState,
  namespace: ChainNamespace | undefined = state.activeNamespace,
): NamespaceState | undefined {
  return namespace ? state.chains[namespace] : undefined
}

/** The current connection of a family (the active family by default). */
export function getActiveConnection(
  state: RegistryState,
  namespace?: ChainNamespace,
): Connection | undefined {
  const chain = getNamespaceState(state, namespace)
  if (!chain?.connectorId) return undefined
  return chain.connections.find((c) => c.connectorId === chain.connectorId)
}

/** Whether a family (the active family by default) is connected. */
export function isConnected(state: RegistryState, namespace?: ChainNamespace): boolean {
  return getNamespaceState(state, namespace)?.status === 'connected'
}

/** Whether any family is connected. */
export function isAnyConnected(state: RegistryState): boolean {
  return state.namespaces.some((namespace) => isConnected(state, namespace))
}

export function getConnections(
  state: RegistryState,
  namespace?: ChainNamespace,
): readonly Connection[] {
  return getNamespaceState(state, namespace)?.connections ?? []
}

export function getConnector(state: RegistryState, connectorId: string): Connector | undefined {
  return state.connectors.find((c) => c.id === connectorId)
}

export function getConnectorsOf(
  state: RegistryState,
  namespace: ChainNamespace,
): readonly Connector[] {
  return state.connectors.filter((c) => c.chain === namespace)
}

/** The configured networks of one family, in configured order. */
export function getNetworksOf(
  state: RegistryState,
  namespace: ChainNamespace,
): readonly CaipNetwork[] {
  return state.networks.filter((n) => n.chainNamespace === namespace)
}

/** Whether a family's (the active family's by default) wallet is on an unconfigured chain. */
export function isUnsupportedChain(state: RegistryState, namespace?: ChainNamespace): boolean {
  return getNamespaceState(state, namespace)?.unsupportedChain === true
}
