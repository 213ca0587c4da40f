import { useState } from 'react'
import { useUi } from '../../context/useUi.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { isConsentCurrent, LEGAL_CONSENT_KEY, type LegalLinks } from './LEGAL_CONSENT_KEY.js'

export interface LegalConsent {
  /** The app asks for consent: `legalCheckbox` is on and it has a terms or privacy link. */
  required: boolean
  given: boolean
  setGiven(given: boolean): void
  links: LegalLinks
}

/** The `legalCheckbox` consent of this visitor, remembered in the kit's storage. */
export function useLegalConsent(): LegalConsent {
  const { kit } = useUi()
  const { termsConditionsUrl, privacyPolicyUrl } = kit.options
  const links = { termsConditionsUrl, privacyPolicyUrl }
  const checkbox = useStoreSelector(
    kit.gates.store,
    (state) => state.features.legalCheckbox === true,
  )
  const required = checkbox && Boolean(termsConditionsUrl || privacyPolicyUrl)
  const [given, setGivenState] = useState(() =>
    isConsentCurrent(kit.storage.get(LEGAL_CONSENT_KEY), links),
  )
  const setGiven = (next: boolean) => {
    setGivenState(next)
    if (!next) {
      kit.storage.remove(LEGAL_CONSENT_KEY)
      return
    }
    kit.storage.set(LEGAL_CONSENT_KEY, {
      ...(termsConditionsUrl ? { termsConditionsUrl } : {}),
      ...(privacyPolicyUrl ? { privacyPolicyUrl } : {}),
    })
  }
  return { required, given, setGiven, links }
}
