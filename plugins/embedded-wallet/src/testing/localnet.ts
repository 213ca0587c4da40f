import type { CaipNetwork } from '@appkit/kernel'

/** The emulator's first Hardhat chain, as the plugin's tests configure it. */
export const localnet: CaipNetwork = {
  id: 31337,
  name: 'Hardhat',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', decimals: 18, symbol: 'ETH' },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}
