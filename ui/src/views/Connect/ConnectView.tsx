import { isAuthConnectorSupported, type SocialProvider } from '@appkit/kernel'
import { useMemo } from 'react'
import { ChevronIcon } from '../../components/icons.js'
import { useUi } from '../../context/useUi.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { SOCIAL_LOGIN } from '../../socialLogin/socialLogin.js'
import { ConnectWalletList } from './ConnectWalletList.js'
import { SocialButtons } from './SocialButtons.js'
import { useConnectWallets } from './useConnectWallets.js'

/** Connect: the wallets the page offers, recent first, then 'All wallets'. */
export default function ConnectView() {
  const { kit } = useUi()
  const connectors = useStoreSelector(kit.registry.store, (state) => state.connectors, Object.is)
  const allWallets = useStoreSelector(kit.gates.store, (state) =>
    Boolean(state.features.allWallets),
  )
  // Spec §6 'auth connector only on eip155 and solana' (their adapters' `authConnector`): no
  // email or socials on other families.
  const authSupported = useStoreSelector(kit.registry.store, (state) =>
    isAuthConnectorSupported(state, kit.adapter),
  )
  // Spec §6 connect method order: wallets, then email (the embedded wallet's AUTH connector).
  const emailOn = useStoreSelector(kit.gates.store, (state) => state.features.email !== false)
  const hasEmail =
    authSupported && emailOn && connectors.some((connector) => connector.type === 'AUTH')
  // Then socials (remote-config `socials`), when a plugin offers social login.
  const socialLogin = kit.services.get(SOCIAL_LOGIN)
  const socialsGate = useStoreSelector(kit.gates.store, (state) =>
    Array.isArray(state.features.socials) ? (state.features.socials as SocialProvider[]) : false,
  )
  const socials = useMemo(
    () => (authSupported && socialLogin && socialsGate ? socialLogin.available(socialsGate) : []),
    [authSupported, socialLogin, socialsGate],
  )
  const items = useConnectWallets()

  return (
    <>
      <ConnectWalletList items={items} />
      {hasEmail ? (
        <button type="button" className="item" onClick={() => kit.router.push('EmailLogin')}>
          <span className="image" aria-hidden="true">
            @
          </span>
          <span className="item-name">Continue with email</span>
          <span className="chevron">
            <ChevronIcon />
          </span>
        </button>
      ) : null}
      {socialLogin && socials.length > 0 ? (
        <SocialButtons socials={socials} onSelect={(provider) => socialLogin.start(provider)} />
      ) : null}
      {allWallets ? (
        <button type="button" className="item" onClick={() => kit.router.push('AllWallets')}>
          <span className="image" aria-hidden="true">
            •••
          </span>
          <span className="item-name">All Wallets</span>
          <span className="chevron">
            <ChevronIcon />
          </span>
        </button>
      ) : null}
      {items.length === 0 && !allWallets && !hasEmail && socials.length === 0 ? (
        <div className="centered">
          <p>No wallet found</p>
        </div>
      ) : null}
    </>
  )
}
