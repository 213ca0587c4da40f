import type { AppKit, CaipNetwork } from '@appkit/kernel'
import { demoConfig } from './demoConfig.js'
import { withEmulatorExplorer } from './withEmulatorExplorer.js'

/** The emulator's local Solana genesis hash (`getGenesisHash`), as @appkit/solana's solanaLocal. */
const LOCAL_GENESIS_HASH = 'J4EvHz7LzvHVbJ9E32V1Y7pixetPRvVELNXA2CSrwStX'

/** `?solanaOnly=1`: the kit has only the local Solana network (no eip155 family). */
export function isSolanaOnlyOn(params: URLSearchParams): boolean {
  return params.get('solanaOnly') === '1'
}

/**
 * The networks of a Solana-only demo: the emulator's local Solana network, the same one
 * installDemoSolana adds (same CAIP-2 id), written here so an EVM-only page loads no Solana
 * module up front.
 */
export function solanaOnlyNetworks(): readonly [CaipNetwork] {
  const id = LOCAL_GENESIS_HASH.slice(0, 32)
  const http = [demoConfig.solanaRpc]
  return [
    withEmulatorExplorer({
      id,
      name: 'Solana Local',
      chainNamespace: 'solana',
      caipNetworkId: `solana:${id}`,
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http }, chainDefault: { http } },
      assets: { imageId: `solana:${id}` },
      testnet: true,
    }),
  ]
}

/** `?exposeKit=1`: the kit as `window.appkitDemoKit`, so a browser test can reach its connectors. */
export function exposeDemoKit(kit: AppKit, params: URLSearchParams): void {
  if (params.get('exposeKit') === '1') {
    ;(window as Window & { appkitDemoKit?: AppKit }).appkitDemoKit = kit
  }
}
