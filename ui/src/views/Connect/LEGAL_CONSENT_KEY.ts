import { isString, struct } from '@appkit/kernel/guards'
import { defineStorageKey } from '@appkit/kernel/storage'

/**
 * The legal links a visitor agreed to (the `legalCheckbox` consent), in the kit's storage, so
 * per app (the kit's storage prefix). Read back through its guard; new links ask again.
 */
export const LEGAL_CONSENT_KEY = defineStorageKey(
  'legalConsent',
  struct({}, { termsConditionsUrl: isString, privacyPolicyUrl: isString }),
)

export interface LegalLinks {
  termsConditionsUrl?: string | undefined
  privacyPolicyUrl?: string | undefined
}

/** Whether a stored consent covers the app's current links (both the same, present or not). */
export function isConsentCurrent(stored: LegalLinks | undefined, links: LegalLinks): boolean {
  return (
    stored !== undefined &&
    stored.termsConditionsUrl === links.termsConditionsUrl &&
    stored.privacyPolicyUrl === links.privacyPolicyUrl
  )
}
