import { type CaipNetwork, getConnector, type RegistryState } from '@appkit/kernel'
import { NAMES_ERRORS } from '../NAMES_ERRORS.js'

export interface NameRegistrationOptions {
  /**
   * Let any connected EVM wallet register, not only the email/social (auth) connector. Default
   * false, as the spec says; the demo and tests turn it on to register with the test wallet.
   */
  allowExternalWallets?: boolean
}

/** What a registration needs, found in the registry. */
export interface NameRegistrationContext {
  network: CaipNetwork
  address: string
}

/**
 * Spec §6 'Name registration needs an active network, an address and the auth connector'
 * (names are EVM only): the context, or the spec §8 message saying what is missing
 * ('Network not found', 'Address or auth connector not found').
 */
export function checkNameRegistration(
  state: RegistryState,
  options: NameRegistrationOptions = {},
): { ok: true; context: NameRegistrationContext } | { ok: false; message: string } {
  const network = state.activeCaipNetwork
  if (network?.chainNamespace !== 'eip155') {
    return { ok: false, message: NAMES_ERRORS.NETWORK_NOT_FOUND }
  }
  const chain = state.chains.eip155
  const address = chain?.status === 'connected' ? chain.address : undefined
  const connector = chain?.connectorId ? getConnector(state, chain.connectorId) : undefined
  const allowedConnector = connector?.type === 'AUTH' || options.allowExternalWallets === true
  if (!address || !allowedConnector) {
    return { ok: false, message: NAMES_ERRORS.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND }
  }
  return { ok: true, context: { network, address } }
}

/** The requirement as one predicate: may this account register a name now? */
export function canRegisterName(
  state: RegistryState,
  options: NameRegistrationOptions = {},
): boolean {
  return checkNameRegistration(state, options).ok
}
