import type { CaipNetwork, RegistryState } from '@appkit/kernel'

/** The network eip155 reads go to: the active one when it is EVM, else the family's own. */
export function activeEip155Network(state: RegistryState): CaipNetwork | undefined {
  const active = state.activeCaipNetwork
  if (active?.chainNamespace === 'eip155') return active
  return state.chains.eip155?.caipNetwork
}
