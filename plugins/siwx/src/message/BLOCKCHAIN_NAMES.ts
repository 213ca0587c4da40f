/**
 * The chain family's name in a message's first line ('… sign in with your Ethereum account:'):
 * EIP-4361 for eip155, the CAIP-122 namespace profiles for the others. A family not listed has
 * no message profile: its sign-in data is refused.
 */
export const BLOCKCHAIN_NAMES: Readonly<Record<string, string>> = Object.freeze({
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
})
