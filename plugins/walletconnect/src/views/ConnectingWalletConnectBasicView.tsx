import type { ViewProps } from '@appkit/ui'
import type { ComponentType } from 'react'
import { useEffect } from 'react'
import { CopyLinkButton } from './CopyLinkButton.js'
import { PairingPanel } from './PairingPanel.js'
import { usePairingState } from './usePairingState.js'
import type { WalletConnectViewContext } from './WalletConnectViewContext.js'

export const BASIC_QR_LABEL = 'QR code to connect with a mobile wallet'

/**
 * ConnectingWalletConnectBasic (spec §2, 'QR/deeplink connecting'): the pairing URI as a QR code
 * for any WalletConnect wallet, with Copy link. Mounting starts (or resumes) the connection.
 */
export function bindConnectingWalletConnectBasicView({
  controller,
}: WalletConnectViewContext): ComponentType<ViewProps> {
  return function ConnectingWalletConnectBasicView() {
    const state = usePairingState(controller.pairing)
    useEffect(() => controller.connect({ basic: true }), [])
    return (
      <>
        <p className="lead">Scan this code with a WalletConnect wallet on your phone.</p>
        <PairingPanel
          state={state}
          qrLabel={BASIC_QR_LABEL}
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
