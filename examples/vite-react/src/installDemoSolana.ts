import { installSolanaTestWallet } from '@appkit/emulator/test-wallet'
import type { AppKit } from '@appkit/kernel'
import { demoConfig } from './demoConfig.js'
import { withEmulatorExplorer } from './withEmulatorExplorer.js'

/**
 * `?families=all`, `?solana=1` or `?solanaOnly=1` adds the solana namespace; without it the demo
 * is EVM only.
 */
export function isSolanaOn(params: URLSearchParams): boolean {
  return (
    params.get('families') === 'all' ||
    params.get('solana') === '1' ||
    params.get('solanaOnly') === '1'
  )
}

/**
 * Adds the solana namespace and the emulator's local Solana network, through dynamic imports
 * (an EVM-only page loads none of it), and with the test wallet on, the Solana test wallet
 * (its module is in the page already, with the EVM test wallet).
 */
export async function installDemoSolana(kit: AppKit, options: { testWallet: boolean }) {
  const [{ solana }, { solanaLocal, withRpcUrl }] = await Promise.all([
    import('@appkit/solana'),
    import('@appkit/solana/networks'),
  ])
  if (options.testWallet) {
    installSolanaTestWallet({
      chains: [{ chain: 'solana:localnet', rpcUrl: demoConfig.solanaRpc }],
    })
  }
  // The family arrives after createAppKit: its network first, then the namespace plugin (which
  // reconnects a returning visitor's Solana wallet).
  kit.registry.addFamily('solana', [
    withEmulatorExplorer(withRpcUrl(solanaLocal, demoConfig.solanaRpc)),
  ])
  kit.use(solana())
}
