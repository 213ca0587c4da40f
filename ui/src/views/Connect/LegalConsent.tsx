import { useId } from 'react'
import type { LegalLinks } from './LEGAL_CONSENT_KEY.js'
import { LegalLinksText } from './LegalLinksText.js'

export interface LegalConsentProps {
  links: LegalLinks
  given: boolean
  onChange(given: boolean): void
  /** The id of the hint the disabled methods point at while consent is missing. */
  hintId: string
}

/**
 * The `legalCheckbox`: a labelled checkbox with the app's terms and privacy links. Until it is
 * ticked the connect methods are disabled, described by the hint below it.
 */
export function LegalConsent({ links, given, onChange, hintId }: LegalConsentProps) {
  const checkboxId = useId()
  return (
    <div className="legal-consent">
      <input
        id={checkboxId}
        type="checkbox"
        checked={given}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label htmlFor={checkboxId}>
        I agree to <LegalLinksText {...links} />
      </label>
      {given ? null : (
        <p id={hintId} className="legal-hint">
          Agree to the terms to connect a wallet or log in.
        </p>
      )}
    </div>
  )
}
