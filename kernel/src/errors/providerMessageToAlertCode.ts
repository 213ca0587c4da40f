import type { AlertCode } from '../alerts/ALERTS.js'

export type ProviderAlertCode = Extract<
  AlertCode,
  'ORIGIN_NOT_ALLOWED' | 'JWT_TOKEN_NOT_VALID' | 'INVALID_PROJECT_ID'
>

/** Spec §8 'Provider mapping': the provider's message text and the alert it raises. */
export const PROVIDER_MESSAGE_ALERTS: ReadonlyArray<readonly [string, ProviderAlertCode]> = [
  ['Unauthorized: origin not allowed', 'ORIGIN_NOT_ALLOWED'],
  ['JWT Token is not yet valid', 'JWT_TOKEN_NOT_VALID'],
  ['Unauthorized: invalid key', 'INVALID_PROJECT_ID'],
]

/**
 * The alert code (a key of ALERTS) for a provider failure message, or undefined.
 * Matches when the message contains the provider's text, ignoring case.
 */
export function providerMessageToAlertCode(message: string): ProviderAlertCode | undefined {
  const lower = message.toLowerCase()
  return PROVIDER_MESSAGE_ALERTS.find(([text]) => lower.includes(text.toLowerCase()))?.[1]
}
