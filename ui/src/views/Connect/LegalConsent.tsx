import { useId } from 'react'
import { useI18n } from '../../i18n/useI18n.js'
import { connectMessages as m } from './connectMessages.js'
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
  const { t } = useI18n()
  return (
    <div className="legal-consent">
      <input
        id={checkboxId}
        type="checkbox"
        checked={given}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label htmlFor={checkboxId}>
        <LegalLinksText message={m.consent} {...links} />
      </label>
      {given ? null : (
        <p id={hintId} className="legal-hint">
          {t(m.consentHint)}
        </p>
      )}
    </div>
  )
}
