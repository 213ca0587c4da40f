import { type IWalletKit, WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { keepCoreOffline } from './keepCoreOffline.js'

/** The wallet's name, in its WalletConnect metadata and on the page. */
export const WALLET_NAME = 'AppKit Test Mobile Wallet'

export interface StartWalletKitOptions {
  /** The emulator's relay, e.g. 'ws://127.0.0.1:4100/relay'. */
  relayUrl: string
  projectId: string
  /** The wallet page's URL, sent to dapps as the wallet's metadata url. */
  pageUrl: string
  /** The emulator's Verify stand-in, e.g. 'http://127.0.0.1:4100/verify/v3'. */
  verifyUrl: string
}

/**
 * WalletKit on a Core that talks to the emulator's relay only: relayUrl set, telemetry off and
 * pulse and push disabled and Verify on the emulator (keepCoreOffline). Sessions are kept in the
 * SDK's default browser storage (IndexedDB), so they survive a reload of the page.
 */
export async function startWalletKit(options: StartWalletKitOptions): Promise<IWalletKit> {
  const core = new Core({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    telemetryEnabled: false,
    customStoragePrefix: 'appkit-test-mobile-wallet',
  })
  keepCoreOffline(core, options.verifyUrl)
  return WalletKit.init({
    core,
    metadata: {
      name: WALLET_NAME,
      description: 'The AppKit emulator test wallet (Hardhat account 0)',
      url: options.pageUrl,
      icons: [],
    },
  })
}
