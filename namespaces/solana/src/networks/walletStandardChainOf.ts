import type { CaipNetwork } from '@appkit/kernel'
import { solana } from './solana.js'
import { solanaDevnet } from './solanaDevnet.js'
import { solanaTestnet } from './solanaTestnet.js'

const CLUSTERS: Readonly<Record<string, `solana:${string}`>> = Object.freeze({
  [solana.caipNetworkId]: 'solana:mainnet',
  [solanaDevnet.caipNetworkId]: 'solana:devnet',
  [solanaTestnet.caipNetworkId]: 'solana:testnet',
})

/**
 * The Wallet Standard chain of a network: 'solana:mainnet', 'solana:devnet', 'solana:testnet',
 * and 'solana:localnet' for any other (the emulator's local network).
 */
export function walletStandardChainOf(network: CaipNetwork): `solana:${string}` {
  return CLUSTERS[network.caipNetworkId] ?? 'solana:localnet'
}
