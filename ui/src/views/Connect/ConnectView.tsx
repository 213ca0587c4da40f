import type { ConnectMethod } from '@appkit/kernel'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { useUi } from '../../context/useUi.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useI18n } from '../../i18n/useI18n.js'
import { BrandingFooter } from '../../modal/BrandingFooter.js'
import { AllWalletsButton } from './AllWalletsButton.js'
import { ConnectPlaceholders } from './ConnectPlaceholders.js'
import { ConnectWalletList } from './ConnectWalletList.js'
import { ContinueWithWallet } from './ContinueWithWallet.js'
import { connectMessages as m } from './connectMessages.js'
import { connectMethodsOrder } from './connectMethodsOrder.js'
import { EmailLoginButton } from './EmailLoginButton.js'
import { LegalConsent } from './LegalConsent.js'
import { LegalLinksText } from './LegalLinksText.js'
import { SocialButtons } from './SocialButtons.js'
import { useConnectWallets } from './useConnectWallets.js'
import { useLegalConsent } from './useLegalConsent.js'
import { useLoginMethods } from './useLoginMethods.js'

/**
 * Connect: the wallets (recent first, then 'All wallets'), email and socials, in the spec §6
 * connect method order (or the app's `connectMethodsOrder`); the wallets behind one entry with
 * `collapseWallets` (or `emailShowWallets` off while logins show); every method disabled until
 * the `legalCheckbox` consent is given; placeholders for the logins while the project
 * configuration loads (spec §4); the branding footer.
 */
export default function ConnectView() {
  const { kit } = useUi()
  const { t } = useI18n()
  const items = useConnectWallets()
  const logins = useLoginMethods()
  const consent = useLegalConsent()
  const features = useStoreSelector(kit.gates.store, (state) => ({
    allWallets: Boolean(state.features.allWallets),
    collapseWallets: state.features.collapseWallets === true,
    emailShowWallets: state.features.emailShowWallets !== false,
  }))
  const [walletsOpen, setWalletsOpen] = useState(false)
  const hintId = useId()
  // A browser wallet's row leads there: its code is in by the time a visitor picks one.
  useEffect(() => {
    if (kit.router.hasView('ConnectingExternal')) {
      kit.router.loadView('ConnectingExternal').catch(() => {})
    }
  }, [kit])
  const walletsId = useId()

  const loginsShown = logins.email || logins.socials.length > 0 || logins.placeholders.length > 0
  const walletsCollapsed = features.collapseWallets || (!features.emailShowWallets && loginsShown)
  const order = connectMethodsOrder({
    configured: kit.options.connectMethodsOrder,
    listed: items.map((item) => item.connector),
    walletsCollapsed,
  })
  const gated = consent.required && !consent.given
  const hasLegalLinks = Boolean(consent.links.termsConditionsUrl || consent.links.privacyPolicyUrl)

  const wallets = (
    <>
      <ConnectWalletList items={items} />
      {features.allWallets ? (
        <AllWalletsButton onClick={() => kit.router.push('AllWallets')} />
      ) : null}
    </>
  )
  // The placeholders stand where the first of email and social goes.
  const firstLogin = order.find((method) => method !== 'wallet')
  const placeholders = (method: ConnectMethod) =>
    logins.placeholders.length > 0 && method === firstLogin ? (
      <ConnectPlaceholders rows={logins.placeholders} />
    ) : null
  const methods: Record<ConnectMethod, ReactNode> = {
    wallet: walletsCollapsed ? (
      <>
        <ContinueWithWallet
          expanded={walletsOpen}
          controls={walletsId}
          onToggle={() => setWalletsOpen((open) => !open)}
        />
        <div id={walletsId} className="connect-methods" hidden={!walletsOpen}>
          {wallets}
        </div>
      </>
    ) : (
      wallets
    ),
    email: logins.email ? (
      <EmailLoginButton onClick={() => kit.router.push('EmailLogin')} />
    ) : (
      placeholders('email')
    ),
    social:
      logins.socials.length > 0 ? (
        <SocialButtons socials={logins.socials} onSelect={logins.startSocial} />
      ) : (
        placeholders('social')
      ),
  }
  const nothing = items.length === 0 && !features.allWallets && !loginsShown && !walletsCollapsed

  return (
    <>
      {consent.required ? (
        <LegalConsent
          links={consent.links}
          given={consent.given}
          onChange={consent.setGiven}
          hintId={hintId}
        />
      ) : null}
      <fieldset
        className="connect-methods"
        disabled={gated}
        aria-describedby={gated ? hintId : undefined}
      >
        <legend className="sr-only">{t(m.waysToConnect)}</legend>
        {order.map((method) => (
          <ConnectMethodSlot key={method} method={method}>
            {methods[method]}
          </ConnectMethodSlot>
        ))}
      </fieldset>
      {nothing ? (
        <div className="centered">
          <p>{t(m.noWalletFound)}</p>
        </div>
      ) : null}
      {hasLegalLinks && !consent.required ? (
        <p className="legal-notice">
          <LegalLinksText message={m.notice} {...consent.links} />
        </p>
      ) : null}
      <BrandingFooter />
    </>
  )
}

/** One group of the connect method order; `data-method` names it for styling and tests. */
function ConnectMethodSlot({ method, children }: { method: ConnectMethod; children: ReactNode }) {
  if (children === null || children === undefined || children === false) return null
  return (
    <div className="connect-methods" data-method={method}>
      {children}
    </div>
  )
}
