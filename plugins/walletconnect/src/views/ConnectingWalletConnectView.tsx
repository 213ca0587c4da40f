import { walletImageUrl } from '@appkit/kernel'
import { useI18n, type ViewProps } from '@appkit/ui'
import { type ComponentType, type CSSProperties, useEffect, useMemo, useRef } from 'react'
import { walletConnectLinks } from '../links/walletConnectLinks.js'
import { CopyLinkButton } from './CopyLinkButton.js'
import { connectingWalletConnectMessages as m } from './connectingWalletConnectMessages.js'
import { PairingPanel } from './PairingPanel.js'
import { readWalletData } from './readWalletData.js'
import { usePairingState } from './usePairingState.js'
import type { WalletConnectViewContext } from './WalletConnectViewContext.js'

const LINK: CSSProperties = { textDecoration: 'none' }

function WalletImage({ url, name }: { url: string | undefined; name: string }) {
  return (
    <span className="image large">
      {url ? (
        <img src={url} alt={name} draggable={false} />
      ) : (
        <span role="img" aria-label={name}>
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
    </span>
  )
}

/**
 * ConnectingWalletConnect (spec §2): one wallet of the list, over WalletConnect. On a phone it
 * opens the wallet's deep link (its `mobile_link`) as soon as the URI exists, with an 'Open'
 * button to do it again; elsewhere it shows the QR code, Copy link, and the wallet's desktop
 * and web app links when listed.
 */
export function bindConnectingWalletConnectView({
  context,
  controller,
}: WalletConnectViewContext): ComponentType<ViewProps> {
  return function ConnectingWalletConnectView({ data }: ViewProps) {
    const { t } = useI18n()
    const yourWallet = t(m.yourWallet)
    const wallet = useMemo(() => readWalletData(data, yourWallet), [data, yourWallet])
    const state = usePairingState(controller.pairing)
    useEffect(() => controller.connect(), [])
    const links = state.uri ? walletConnectLinks(wallet, state.uri) : {}
    const deepLink = controller.isMobile() ? links.mobile : undefined
    const opened = useRef<string | undefined>(undefined)
    useEffect(() => {
      if (!deepLink || opened.current === deepLink) return
      opened.current = deepLink
      controller.openUrl(deepLink)
    }, [deepLink])
    const imageUrl = walletImageUrl(context.urls.api, wallet, context.apiQuery)

    return (
      <>
        <div className="status">
          <WalletImage url={imageUrl} name={wallet.name} />
          <h3>{t(deepLink ? m.continueIn : m.scanWith, { name: wallet.name })}</h3>
          <p>{deepLink ? t(m.acceptRequest) : t(m.openAndScan, { name: wallet.name })}</p>
        </div>
        <PairingPanel
          state={state}
          qrLabel={t(m.qrLabel, { name: wallet.name })}
          showQr={!deepLink}
          onRetry={controller.retry}
          onRefresh={controller.refresh}
        >
          {deepLink ? (
            <a className="btn btn-primary btn-block" style={LINK} href={deepLink}>
              {t(m.openWallet, { name: wallet.name })}
            </a>
          ) : null}
          <CopyLinkButton text={state.uri} />
          {links.desktop && !deepLink ? (
            <a className="btn btn-block" style={LINK} href={links.desktop}>
              {t(m.openDesktopApp, { name: wallet.name })}
            </a>
          ) : null}
          {links.web ? (
            <a
              className="btn btn-block"
              style={LINK}
              href={links.web}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t(m.openWebApp, { name: wallet.name })}
            </a>
          ) : null}
        </PairingPanel>
      </>
    )
  }
}
