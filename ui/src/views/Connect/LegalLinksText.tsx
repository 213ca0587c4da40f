import type { LegalLinks } from './LEGAL_CONSENT_KEY.js'

function LegalLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  )
}

/** 'the Terms of Service and Privacy Policy', each a link when the app gives its URL. */
export function LegalLinksText({ termsConditionsUrl, privacyPolicyUrl }: LegalLinks) {
  const terms = termsConditionsUrl ? (
    <LegalLink href={termsConditionsUrl}>Terms of Service</LegalLink>
  ) : null
  const privacy = privacyPolicyUrl ? (
    <LegalLink href={privacyPolicyUrl}>Privacy Policy</LegalLink>
  ) : null
  return (
    <>
      the {terms}
      {terms && privacy ? ' and ' : null}
      {privacy}
    </>
  )
}
