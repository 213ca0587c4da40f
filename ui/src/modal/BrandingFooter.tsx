import { useUi } from '../context/useUi.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useI18n } from '../i18n/useI18n.js'
import { brandingMessages as m } from './brandingMessages.js'

/** Where the branding footer leads: AppKit's own page, not a third party's. */
export const APPKIT_BRANDING_URL = 'https://www.npmjs.com/package/@appkit/ui'

/**
 * The footer naming AppKit, shown while the remote-config `reownBranding` feature is on (spec
 * §6: on by default, the project configuration decides). Not shown while that configuration is
 * still loading, so it never appears only to vanish.
 */
export function BrandingFooter() {
  const { kit } = useUi()
  const { rich } = useI18n()
  const shown = useStoreSelector(
    kit.gates.store,
    (state) => state.status !== 'loading' && state.features.reownBranding === true,
  )
  if (!shown) return null
  return (
    <footer className="branding">
      <a href={APPKIT_BRANDING_URL} target="_blank" rel="noopener noreferrer">
        {rich(m.uxBy, { brand: <strong>AppKit</strong> })}
      </a>
    </footer>
  )
}
