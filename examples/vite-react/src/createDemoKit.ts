import { analytics } from '@appkit/analytics'
import { eip155 } from '@appkit/eip155'
import { hardhat, localhost, withRpcUrl } from '@appkit/eip155/networks'
import { createAppKit } from '@appkit/kernel'
import { walletConnect } from '@appkit/walletconnect'
import { demoConfig } from './demoConfig.js'

export const demoNetworks = [
  withRpcUrl(hardhat, demoConfig.rpc31337),
  withRpcUrl(localhost, demoConfig.rpc1337),
] as const

/**
 * The demo's kit: the two local chains, the EVM namespace, WalletConnect (through the emulator's
 * relay), analytics, the emulator as every service.
 */
export function createDemoKit() {
  return createAppKit({
    projectId: demoConfig.projectId,
    networks: demoNetworks,
    metadata: {
      name: 'AppKit demo',
      description: 'AppKit against the local emulator',
      url: window.location.origin,
      icons: [],
    },
    urls: { api: demoConfig.apiUrl },
  })
    .use(eip155())
    .use(walletConnect())
    .use(analytics())
}
