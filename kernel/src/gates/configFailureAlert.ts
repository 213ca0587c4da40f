import type { AlertCode } from '../alerts/ALERTS.js'
import { providerMessageToAlertCode } from '../errors/providerMessageToAlertCode.js'

/** The body as text to search; '' when it cannot be printed (too deeply nested, a BigInt). */
function bodyText(body: unknown): string {
  if (typeof body === 'string') return body
  try {
    return JSON.stringify(body ?? '') ?? ''
  } catch {
    return ''
  }
}

/**
 * The alert a failed project-config call shows (spec §8): 403 names the provider's reason
 * (origin not allowed, invalid key, JWT) or 'Invalid App Configuration'; 429 'Rate Limited';
 * 5xx 'Server Error'. Network failures show nothing: local values are used quietly.
 */
export function configFailureAlert(error: unknown): AlertCode | undefined {
  const { status, body } = (error ?? {}) as { status?: unknown; body?: unknown }
  if (typeof status !== 'number') return undefined
  if (status === 403) {
    return providerMessageToAlertCode(bodyText(body)) ?? 'INVALID_APP_CONFIGURATION'
  }
  if (status === 429) return 'RATE_LIMITED_APP_CONFIGURATION'
  if (status >= 500) return 'SERVER_ERROR_APP_CONFIGURATION'
  return undefined
}
