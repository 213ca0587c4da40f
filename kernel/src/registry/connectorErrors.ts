import { ALERTS } from '../alerts/ALERTS.js'
import { AppKitError } from '../errors/AppKitError.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'

/** Stable codes of the registry's errors (spec §8 'Connector' list, plus Network Not Found). */
export const REGISTRY_ERROR_CODES = {
  chainNotConfigured: 'CHAIN_NOT_CONFIGURED',
  connectorAlreadyConnected: 'CONNECTOR_ALREADY_CONNECTED',
  connectorNotConnected: 'CONNECTOR_NOT_CONNECTED',
  accountNotFound: 'ACCOUNT_NOT_FOUND',
  connectorChainMismatch: 'CONNECTOR_CHAIN_MISMATCH',
  connectorReconnecting: 'CONNECTOR_UNAVAILABLE_RECONNECTING',
  networkNotFound: ALERTS.NETWORK_NOT_FOUND.code,
} as const

export type RegistryErrorCode = (typeof REGISTRY_ERROR_CODES)[keyof typeof REGISTRY_ERROR_CODES]

export function chainNotConfiguredError(namespace: string): AppKitError {
  return new AppKitError('Chain not configured', {
    category: 'CONFIGURATION_ERROR',
    code: REGISTRY_ERROR_CODES.chainNotConfigured,
    details: `No adapter or network is configured for the namespace "${namespace}"`,
  })
}

export function connectorAlreadyConnectedError(
  namespace: ChainNamespace,
  connectorId: string,
): AppKitError {
  return new AppKitError('Connector already connected', {
    category: 'VALIDATION_ERROR',
    code: REGISTRY_ERROR_CODES.connectorAlreadyConnected,
    details: `Connector "${connectorId}" is already the current connection of ${namespace}`,
  })
}

export function connectorNotConnectedError(
  namespace: ChainNamespace,
  connectorId: string,
): AppKitError {
  return new AppKitError('Connector not connected', {
    category: 'VALIDATION_ERROR',
    code: REGISTRY_ERROR_CODES.connectorNotConnected,
    details: `Connector "${connectorId}" has no connection in ${namespace}`,
  })
}

export function accountNotFoundError(connectorId: string, address?: string): AppKitError {
  return new AppKitError('Account not found for connector', {
    category: 'VALIDATION_ERROR',
    code: REGISTRY_ERROR_CODES.accountNotFound,
    details: address
      ? `Connector "${connectorId}" has no account ${address}`
      : `Connector "${connectorId}" returned no account`,
  })
}

export function connectorChainMismatchError(
  connectorId: string,
  connectorChain: string,
  connectionChain: ChainNamespace,
): AppKitError {
  return new AppKitError("Connector chain differs from the connection's chain", {
    category: 'VALIDATION_ERROR',
    code: REGISTRY_ERROR_CODES.connectorChainMismatch,
    details: `Connector "${connectorId}" is on ${connectorChain}, the connection is on ${connectionChain}`,
  })
}

export function connectorReconnectingError(connectorId: string): AppKitError {
  return new AppKitError('Connector unavailable while reconnecting', {
    category: 'VALIDATION_ERROR',
    code: REGISTRY_ERROR_CODES.connectorReconnecting,
    details: `Connector "${connectorId}" cannot connect until reconnecting has finished`,
  })
}

/** A disconnect came while the wallet was being asked: its late approval does not reconnect. */
export function connectionOvertakenError(): AppKitError {
  return new AppKitError('Connection rejected', {
    category: 'PROVIDER_ERROR',
    details: 'The family was disconnected while the wallet was being asked',
  })
}

/** The spec's 'Network Not Found' alert as an error (spec §8). */
export function networkNotFoundError(caipNetworkId: string): AppKitError {
  return new AppKitError(ALERTS.NETWORK_NOT_FOUND.shortMessage, {
    category: 'CONFIGURATION_ERROR',
    code: REGISTRY_ERROR_CODES.networkNotFound,
    metaMessages: [ALERTS.NETWORK_NOT_FOUND.longMessage],
    details: caipNetworkId,
  })
}
