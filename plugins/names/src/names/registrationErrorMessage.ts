import { AppKitError, HttpRequestError } from '@appkit/kernel'
import { registerNameFailed } from '../NAMES_ERRORS.js'

function firstReason(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const { reasons, message } = body as { reasons?: unknown; message?: unknown }
  if (Array.isArray(reasons)) {
    const description = (reasons[0] as { description?: unknown } | undefined)?.description
    if (typeof description === 'string' && description !== '') return description
  }
  return typeof message === 'string' && message !== '' ? message : undefined
}

/**
 * Spec §8: a failed registration 'uses the server's first reason description else
 * 'Error registering name {name}''. The server's reason is `reasons[0].description`, or the
 * contract's `{ message }`. A check that failed before any call (network, connector, name
 * rule, chain id) keeps its own message.
 */
export function registrationErrorMessage(error: unknown, fullName: string): string {
  const http =
    error instanceof AppKitError ? error.walk((e) => e instanceof HttpRequestError) : error
  if (http instanceof HttpRequestError)
    return firstReason(http.body) ?? registerNameFailed(fullName)
  if (error instanceof AppKitError && error.category === 'VALIDATION_ERROR') {
    return error.shortMessage
  }
  return registerNameFailed(fullName)
}
