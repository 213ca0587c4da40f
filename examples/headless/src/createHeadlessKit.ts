import { eip155 } from '@appkit/eip155'
import { hardhat, localhost, withRpcUrl } from '@appkit/eip155/networks'
import { createAppKit } from '@appkit/kernel'
import { siwx } from '@appkit/siwx'
import { walletConnect } from '@appkit/walletconnect'
import { headlessConfig } from './headlessConfig.js'

/**
 * The kit: the emulator's two local chains, EVM wallets, WalletConnect through the emulator's
 * relay, and optional sign-in (sessions kept in the page). The app draws every screen itself,
 * so it vetoes every view of the modal: nothing opens one behind its back (the sign-in plugin
 * would show its view after a connect).
 */
export function createHeadlessKit() {
  const kit = createAppKit({
    projectId: headlessConfig.projectId,
    networks: [
      withRpcUrl(hardhat, headlessConfig.rpc31337),
      withRpcUrl(localhost, headlessConfig.rpc1337),
    ],
    metadata: {
      name: 'AppKit headless',
      description: 'AppKit with no modal, against the local emulator',
      url: window.location.origin,
      icons: [],
    },
    urls: { api: headlessConfig.apiUrl },
  })
    .use(eip155())
    .use(walletConnect())
    .use(siwx({ statement: 'Sign in to the headless example' }))
  kit.hooks.shouldShowView.tap('headless-example', () => false)
  return kit
}
