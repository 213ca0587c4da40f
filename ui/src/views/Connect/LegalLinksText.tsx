import type { MessageDescriptor } from '@appkit/kernel'
import { useI18n } from '../../i18n/useI18n.js'
import { connectMessages as m } from './connectMessages.js'
import type { LegalLinks } from './LEGAL_CONSENT_KEY.js'

function LegalLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  )
}

export interface LegalLinksTextProps extends LegalLinks {
  /** The sentence: `{terms}` and `{privacy}` are the links, `{links}` says which there are. */
  message: MessageDescriptor
}

/**
 * A sentence naming the app's Terms of Service and Privacy Policy ('I agree to the Terms of
 * Service and Privacy Policy'), each a link when the app gives its URL. The app gives at least
 * one of them.
 */
export function LegalLinksText({
  message,
  termsConditionsUrl,
  privacyPolicyUrl,
}: LegalLinksTextProps) {
  const { t, rich } = useI18n()
  const terms = termsConditionsUrl ? (
    <LegalLink href={termsConditionsUrl}>{t(m.termsOfService)}</LegalLink>
  ) : null
  const privacy = privacyPolicyUrl ? (
    <LegalLink href={privacyPolicyUrl}>{t(m.privacyPolicy)}</LegalLink>
  ) : null
  const links = terms && privacy ? 'both' : terms ? 'terms' : 'privacy'
  return <>{rich(message, { links, terms, privacy })}</>
}
