/**
 * The ERC-721 collection the emulator airdrops to the first test account at start, from the
 * last test account (a "spammer" that nothing else uses), so the history API has one
 * transaction whose only transfer is a spam NFT. Its address is listed in
 * blockchainApi/spamContracts.ts.
 */
export const SPAM_NFT_COLLECTION = {
  name: 'Free Reward Pass',
  symbol: 'CLAIM',
  baseUri: 'https://claim-rewards.invalid/pass/',
} as const
