import type { ChainOptions, ImageSubject, RemoteFeature } from './types.js'

/** Every service binds to the loopback interface only. */
export const LOOPBACK_HOST = '127.0.0.1'

export const DEFAULT_API_PORT = 4100

/** The embedded wallet's secure site: a separate origin on purpose (DESIGN.md 'Emulator'). */
export const DEFAULT_SECURE_SITE_PORT = 4200

export const DEFAULT_CHAINS: readonly ChainOptions[] = [
  { chainId: 31337, name: 'Hardhat', port: 8545 },
  { chainId: 1337, name: 'Localhost', port: 8546 },
]

/** Where the embedded wallet's smart accounts are enabled; 1337 stays EOA-only (spec §6). */
export const DEFAULT_SMART_ACCOUNT_CHAIN_IDS: readonly number[] = [31337]

/** The standard Hardhat test mnemonic (DESIGN.md, "Emulator"). Its keys are public. */
export const TEST_MNEMONIC = 'test test test test test test test test test test test junk'

export const DEFAULT_PROJECT_IDS: readonly string[] = ['appkit-local-project']

export const DEFAULT_FEATURES: readonly RemoteFeature[] = [
  { id: 'email', isEnabled: true },
  {
    id: 'socials',
    isEnabled: true,
    config: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  },
  { id: 'swaps', isEnabled: true, config: ['1inch'] },
  { id: 'onramp', isEnabled: true, config: ['meld'] },
  { id: 'activity', isEnabled: true },
  { id: 'reownBranding', isEnabled: true },
  { id: 'multiWallet', isEnabled: false },
]

export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [
  'http://localhost:*',
  'http://127.0.0.1:*',
]

/** The test ERC-20 deployed on every chain at start. */
export const TEST_TOKEN = {
  name: 'Test Token',
  symbol: 'TEST',
  decimals: 18,
  /** How many of the first test accounts receive `amountPerHolder`. */
  holderCount: 5,
  amountPerHolder: 1_000_000n * 10n ** 18n,
} as const

/**
 * Placeholder images for /public/getAssetImage/{id}: every built-in network by its
 * `assets.imageId` (its CAIP-2 id), the namespaces (native currency icons) and the test token.
 */
export const DEFAULT_ASSET_IMAGES: Readonly<Record<string, ImageSubject>> = {
  'eip155:31337': { name: 'Hardhat', color: '#fff100' },
  'eip155:1337': { name: 'Localhost', color: '#627eea' },
  'eip155:1': { name: 'Ethereum', color: '#627eea' },
  'eip155:10': { name: 'OP Mainnet', color: '#ff0420' },
  'eip155:42161': { name: 'Arbitrum One', color: '#28a0f0' },
  'eip155:137': { name: 'Polygon', color: '#8247e5' },
  'eip155:8453': { name: 'Base', color: '#0052ff' },
  'eip155:56': { name: 'BNB Smart Chain', color: '#f0b90b' },
  'eip155:43114': { name: 'Avalanche', color: '#e84142' },
  'eip155:100': { name: 'Gnosis', color: '#04795b' },
  'eip155:324': { name: 'ZKsync Era', color: '#1e69ff' },
  'eip155:42220': { name: 'Celo', color: '#35d07f' },
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': { name: 'Solana', color: '#9945ff' },
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': { name: 'Solana Devnet', color: '#9945ff' },
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': { name: 'Solana Testnet', color: '#9945ff' },
  'solana:J4EvHz7LzvHVbJ9E32V1Y7pixetPRvVE': { name: 'Solana Local', color: '#14f195' },
  'bip122:000000000019d6689c085ae165831e93': { name: 'Bitcoin', color: '#f7931a' },
  'bip122:000000000933ea01ad0ee984209779ba': { name: 'Bitcoin Testnet', color: '#f7931a' },
  'cosmos:cosmoshub-4': { name: 'Cosmos Hub', color: '#2e3148' },
  'polkadot:91b171bb158e2d3848fa23a9f1c25182': { name: 'Polkadot', color: '#e6007a' },
  eip155: { name: 'Ethereum', color: '#627eea' },
  solana: { name: 'Solana', color: '#9945ff' },
  TEST: { name: 'Test Token', color: '#2c9c6a' },
}

/** Placeholder images for /public/getTokenImage/{symbol}: the tokens the kit may show. */
export const DEFAULT_TOKEN_IMAGES: Readonly<Record<string, ImageSubject>> = {
  ETH: { name: 'Ether', color: '#627eea' },
  SOL: { name: 'Solana', color: '#9945ff' },
  TEST: { name: 'Test Token', color: '#2c9c6a' },
  USDC: { name: 'USD Coin', color: '#2775ca' },
  BTC: { name: 'Bitcoin', color: '#f7931a' },
  DOT: { name: 'Polkadot', color: '#e6007a' },
  ATOM: { name: 'Atom', color: '#2e3148' },
}

/** Placeholder images for /public/getCurrencyImage/{code}: the on-ramp's fiat currencies. */
export const DEFAULT_CURRENCY_IMAGES: Readonly<Record<string, ImageSubject>> = {
  USD: { name: 'US Dollar', color: '#85bb65' },
  EUR: { name: 'Euro', color: '#003399' },
}

/** Wallets served per page when `entries` is absent (spec §9: wallets per page 40). */
export const DEFAULT_WALLETS_PER_PAGE = 40

/** The largest `entries` value /getWallets honours. */
export const MAX_WALLETS_PER_PAGE = 100
