import { useI18n, type ViewProps } from '@appkit/ui'
import type { ComponentType } from 'react'
import { useEffect } from 'react'
import { CopyLinkButton } from './CopyLinkButton.js'
import { connectingWalletConnectBasicMessages as m } from './connectingWalletConnectBasicMessages.js'
import { PairingPanel } from './PairingPanel.js'
import { usePairingState } from './usePairingState.js'
import type { WalletConnectViewContext } from './WalletConnectViewContext.js'

/**
 * ConnectingWalletConnectBasic (spec §2, 'QR/deeplink connecting'): the pairing URI as a QR code
 * for any WalletConnect wallet, with Copy link. Mounting starts (or resumes) the connection.
 */
export function bindConnectingWalletConnectBasicView({
  controller,
}: WalletConnectViewContext): ComponentType<ViewProps> {
  return function ConnectingWalletConnectBasicView() {
    const { t } = useI18n()
    const state = usePairingState(controller.pairing)
    useEffect(() => controller.connect({ basic: true }), [])
    return (
      <>
        <p className="lead">{t(m.lead)}</p>
        <PairingPanel
          state={state}
          qrLabel={t(m.qrLabel)}
          showQr
          onRetry={controller.retry}
          onRefresh={controller.refresh}
        >
          <CopyLinkButton text={state.uri} />
        </PairingPanel>
      </>
    )
  }
}
