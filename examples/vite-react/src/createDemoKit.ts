import { activity } from '@appkit/activity'
import { analytics } from '@appkit/analytics'
import { eip155 } from '@appkit/eip155'
import { hardhat, localhost, withRpcUrl } from '@appkit/eip155/networks'
import { createAppKit } from '@appkit/kernel'
import { names } from '@appkit/names'
import { onramp } from '@appkit/onramp'
import { swaps } from '@appkit/swaps'
import { walletConnect } from '@appkit/walletconnect'
import { connectLayoutOptions } from './connectLayoutOptions.js'
import { demoConfig } from './demoConfig.js'
import { demoLocaleOption } from './demoLocaleOption.js'
import { demoWalletOptions } from './demoWalletOptions.js'
import { isEmbeddedModeOn } from './embeddedMode.js'
import { isSolanaOnlyOn, solanaOnlyNetworks } from './solanaOnlyDemo.js'
import { withEmulatorExplorer } from './withEmulatorExplorer.js'

export const demoNetworks = [
  withEmulatorExplorer(withRpcUrl(hardhat, demoConfig.rpc31337)),
  withEmulatorExplorer(withRpcUrl(localhost, demoConfig.rpc1337)),
] as const

/**
 * The demo's kit: the two local chains, the EVM namespace, WalletConnect (through the emulator's
 * relay), analytics, the transaction history (Activity) and account names (any wallet may
 * register one here, unless `?names=auth`), the emulator as every service.
 */
export function createDemoKit() {
  const solanaOnly = isSolanaOnlyOn(new URLSearchParams(window.location.search))
  const kit = createAppKit({
    projectId: demoConfig.projectId,
    // `?solanaOnly=1`: the local Solana network alone (its namespace comes with installDemoSolana).
    networks: solanaOnly ? solanaOnlyNetworks() : demoNetworks,
    metadata: {
      name: 'AppKit demo',
      description: 'AppKit against the local emulator',
      url: window.location.origin,
      icons: [],
    },
    urls: { api: demoConfig.apiUrl },
    ...connectLayoutOptions(new URLSearchParams(window.location.search)),
    embedded: isEmbeddedModeOn(new URLSearchParams(window.location.search)),
    // `?featuredWallets=1` or `=<ids>`, `?customWallets=1`: the Connect view's featured and custom wallets.
    ...demoWalletOptions(new URLSearchParams(window.location.search)),
    // `?locale=fr` (any tag: 'pt-PT' reads pt-BR); without it, the browser's languages.
    ...demoLocaleOption(new URLSearchParams(window.location.search)),
  })
  if (!solanaOnly) kit.use(eip155())
  kit.use(walletConnect()).use(analytics()).use(activity())
  const query = new URLSearchParams(window.location.search)
  // `?names=auth`: the spec's default, only the embedded (auth) wallet registers names.
  kit.use(names(query.get('names') === 'auth' ? {} : { allowExternalWallets: true }))
  // `?onramp=1`: the Account view's 'Buy crypto' (the emulator's local checkout).
  if (query.get('onramp') === '1') kit.use(onramp())
  // `?swaps=1`: the Account view's 'Swap', against the emulator's pool on 31337 (standing in for
  // a swap network); on 1337 it says 'Network not supported for Swaps'.
  if (query.get('swaps') === '1') {
    kit.use(swaps({ networkStandIns: { 'eip155:31337': demoConfig.swapStandIn31337 } }))
  }
  return kit
}
