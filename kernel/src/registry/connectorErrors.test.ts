import { describe, expect, it } from 'vitest'
import { AppKitError } from '../errors/AppKitError.js'
import {
  accountNotFoundError,
  chainNotConfiguredError,
  connectorAlreadyConnectedError,
  connectorChainMismatchError,
  connectorNotConnectedError,
  connectorReconnectingError,
  networkNotFoundError,
} from './connectorErrors.js'

describe('connector errors (spec §8 Connector)', () => {
  it.each([
    [chainNotConfiguredError('cosmos'), 'Chain not configured', 'CHAIN_NOT_CONFIGURED'],
    [
      connectorAlreadyConnectedError('eip155', 'injected'),
      'Connector already connected',
      'CONNECTOR_ALREADY_CONNECTED',
    ],
    [
      connectorNotConnectedError('eip155', 'injected'),
      'Connector not connected',
      'CONNECTOR_NOT_CONNECTED',
    ],
    [accountNotFoundError('injected'), 'Account not found for connector', 'ACCOUNT_NOT_FOUND'],
    [
      connectorChainMismatchError('phantom', 'solana', 'eip155'),
      "Connector chain differs from the connection's chain",
      'CONNECTOR_CHAIN_MISMATCH',
    ],
    [
      connectorReconnectingError('injected'),
      'Connector unavailable while reconnecting',
      'CONNECTOR_UNAVAILABLE_RECONNECTING',
    ],
  ])('%s is an AppKitError with a stable short message and code', (error, message, code) => {
    expect(error).toBeInstanceOf(AppKitError)
    expect(error.shortMessage).toBe(message)
    expect(error.code).toBe(code)
    expect(error.message.startsWith(message)).toBe(true)
  })

  it("'Network Not Found' carries the alert's long text and the network id", () => {
    const error = networkNotFoundError('eip155:999')
    expect(error.shortMessage).toBe('Network Not Found')
    expect(error.code).toBe('NETWORK_NOT_FOUND')
    expect(error.category).toBe('CONFIGURATION_ERROR')
    expect(error.message).toContain('please make sure it is included in the networks array')
    expect(error.message).toContain('eip155:999')
  })
})
