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

/** Placeholder images for /public/getAssetImage/{id}: the local chains, their namespace and the token. */
export const DEFAULT_ASSET_IMAGES: Readonly<Record<string, ImageSubject>> = {
  'eip155:31337': { name: 'Hardhat', color: '#fff100' },
  'eip155:1337': { name: 'Localhost', color: '#627eea' },
  eip155: { name: 'Ethereum', color: '#627eea' },
  solana: { name: 'Solana', color: '#9945ff' },
  TEST: { name: 'Test Token', color: '#2c9c6a' },
}

/** Wallets served per page when `entries` is absent (spec §9: wallets per page 40). */
export const DEFAULT_WALLETS_PER_PAGE = 40

/** The largest `entries` value /getWallets honours. */
export const MAX_WALLETS_PER_PAGE = 100
