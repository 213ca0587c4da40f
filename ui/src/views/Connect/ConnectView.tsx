import { isAuthConnectorSupported, type SocialProvider, STORAGE_KEYS } from '@appkit/kernel'
import { useMemo, useState } from 'react'
import { ChevronIcon } from '../../components/icons.js'
import { useUi } from '../../context/useUi.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { SOCIAL_LOGIN } from '../../socialLogin/socialLogin.js'
import { connectorImageUrl } from '../shared/imageUrls.js'
import { WalletButton } from '../shared/WalletButton.js'
import { orderConnectors } from './orderConnectors.js'
import { SocialButtons } from './SocialButtons.js'

/** Connect: the wallets the page offers, recent first, then 'All wallets'. */
export default function ConnectView() {
  const { kit, excludedWallets } = useUi()
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
  const [recent] = useState(() => kit.storage.get(STORAGE_KEYS.recentWallets) ?? [])
  const items = useMemo(
    () => orderConnectors({ connectors, recent, excluded: excludedWallets }),
    [connectors, recent, excludedWallets],
  )

  return (
    <>
      {items.length > 0 ? (
        <ul className="list" aria-label="Wallets">
          {items.map(({ connector, tag }) => (
            <li key={connector.id}>
              <WalletButton
                name={connector.name}
                imageUrl={connectorImageUrl(kit, connector)}
                tag={tag}
                onClick={() => {
                  const { view, data } = kit.router.connectorDestinations.resolve(connector, {
                    isMobile: kit.options.isMobile?.() ?? false,
                  })
                  kit.router.push(view, data)
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
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
