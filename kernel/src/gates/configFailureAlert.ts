import type { AlertCode } from '../alerts/ALERTS.js'
import { providerMessageToAlertCode } from '../errors/providerMessageToAlertCode.js'

/**
 * The alert a failed project-config call shows (spec §8): 403 names the provider's reason
 * (origin not allowed, invalid key, JWT) or 'Invalid App Configuration'; 429 'Rate Limited';
 * 5xx 'Server Error'. Network failures show nothing: local values are used quietly.
 */
export function configFailureAlert(error: unknown): AlertCode | undefined {
  const { status, body } = (error ?? {}) as { status?: unknown; body?: unknown }
  if (typeof status !== 'number') return undefined
  if (status === 403) {
    const text = typeof body === 'string' ? body : JSON.stringify(body ?? '')
    return providerMessageToAlertCode(text) ?? 'INVALID_APP_CONFIGURATION'
  }
  if (status === 429) return 'RATE_LIMITED_APP_CONFIGURATION'
  if (status >= 500) return 'SERVER_ERROR_APP_CONFIGURATION'
  return undefined
}
