import type { ChainNamespace } from '@appkit/kernel'

/**
 * The chain family's name in a message's first line ('… sign in with your Ethereum account:'):
 * EIP-4361 for eip155, the CAIP-122 namespace profiles for the others.
 */
export const BLOCKCHAIN_NAMES: Readonly<Record<ChainNamespace, string>> = Object.freeze({
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
})
