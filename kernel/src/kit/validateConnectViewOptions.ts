import { AppKitError } from '../errors/AppKitError.js'
import { CONNECT_METHODS, type ConnectMethod } from '../types/ConnectMethod.js'
import { describeValue } from '../validators/describeValue.js'
import { isHttpUrl } from '../validators/isHttpUrl.js'
import type { AppKitOptions } from './AppKitOptions.js'

type ConnectViewOptions = Pick<
  AppKitOptions,
  'termsConditionsUrl' | 'privacyPolicyUrl' | 'connectMethodsOrder'
>

function configurationError(message: string): AppKitError {
  return new AppKitError(message, { category: 'CONFIGURATION_ERROR' })
}

/**
 * The Connect view's options: the legal links become anchors, so only http(s) URLs pass (no
 * `javascript:`); the method order names each of wallet, email and social at most once.
 */
export function validateConnectViewOptions(options: ConnectViewOptions): void {
  for (const name of ['termsConditionsUrl', 'privacyPolicyUrl'] as const) {
    const value = options[name]
    if (value !== undefined && !isHttpUrl(value)) {
      throw configurationError(`Invalid ${name}: ${describeValue(value)} (an http or https URL)`)
    }
  }
  const order: unknown = options.connectMethodsOrder
  if (order === undefined) return
  if (!Array.isArray(order)) {
    throw configurationError(
      `Invalid connectMethodsOrder: ${describeValue(order)} (a list of ${CONNECT_METHODS.join(', ')})`,
    )
  }
  if (order.length === 0) throw configurationError('connectMethodsOrder names no connect method')
  const seen = new Set<ConnectMethod>()
  for (const method of order) {
    if (!CONNECT_METHODS.includes(method)) {
      throw configurationError(
        `Invalid connectMethodsOrder entry: ${describeValue(method)} (one of ${CONNECT_METHODS.join(', ')})`,
      )
    }
    if (seen.has(method)) {
      throw configurationError(`connectMethodsOrder names ${method} twice`)
    }
    seen.add(method)
  }
}
