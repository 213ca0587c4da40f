/** What create-appkit knows about: templates, namespaces, networks, features and their packages. */

/** vite-react: Vite + React (the default); next-app: Next.js with the App Router. */
export const TEMPLATES = ['vite-react', 'next-app'] as const
export type Template = (typeof TEMPLATES)[number]

export const NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const
export type Namespace = (typeof NAMESPACES)[number]

/** Namespaces whose package exists today. */
export const AVAILABLE_NAMESPACES: readonly Namespace[] = ['eip155']

export const FEATURES = [
  'siwx',
  'onramp',
  'swaps',
  'names',
  'activity',
  'analytics',
  'embedded-wallet',
  'devtools',
] as const
export type Feature = (typeof FEATURES)[number]

/** Features whose package exists today. */
export const AVAILABLE_FEATURES: readonly Feature[] = ['analytics', 'devtools']

export const FEATURE_PACKAGES: Record<Feature, string> = {
  siwx: '@appkit/siwx',
  onramp: '@appkit/onramp',
  swaps: '@appkit/swaps',
  names: '@appkit/names',
  activity: '@appkit/activity',
  analytics: '@appkit/analytics',
  'embedded-wallet': '@appkit/embedded-wallet',
  devtools: '@appkit/devtools',
}

export const PACKAGE_MANAGERS = ['npm', 'pnpm', 'yarn'] as const
export type PackageManager = (typeof PACKAGE_MANAGERS)[number]

/** The emulator's project id: a new app runs against the local emulator with no account. */
export const DEFAULT_PROJECT_ID = 'appkit-local-project'

/** The EVM networks exported by @appkit/eip155/networks, by export name, with chain ids. */
export const EVM_NETWORKS = {
  hardhat: 31337,
  localhost: 1337,
  mainnet: 1,
  arbitrum: 42161,
  optimism: 10,
  base: 8453,
  bsc: 56,
  polygon: 137,
  gnosis: 100,
  avalanche: 43114,
  celo: 42220,
  zksync: 324,
} as const satisfies Record<string, number>
export type EvmNetwork = keyof typeof EVM_NETWORKS

/** The local chains the emulator serves; their RPC URLs come from VITE_APPKIT_RPC_<id>. */
export const LOCAL_NETWORKS: readonly EvmNetwork[] = ['hardhat', 'localhost']
export const DEFAULT_NETWORKS: readonly EvmNetwork[] = LOCAL_NETWORKS
export const DEFAULT_FEATURES: readonly Feature[] = ['analytics']

/** Spec: 'swaps on 12 networks (ids 1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554)'. */
export const SWAPS_CHAIN_IDS: readonly number[] = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
]

/**
 * Spec chain support: names EVM only; activity EVM only; send/balances EVM and solana; onramp
 * eip155 and solana; the auth connector (email, socials, embedded wallet) eip155 and solana.
 */
export const FEATURE_NAMESPACES: Partial<Record<Feature, readonly Namespace[]>> = {
  names: ['eip155'],
  activity: ['eip155'],
  swaps: ['eip155'],
  onramp: ['eip155', 'solana'],
  'embedded-wallet': ['eip155', 'solana'],
}

/** The local packages a generated app uses, by name, with their folder in this repository. */
export const LOCAL_PACKAGE_DIRS: Record<string, string> = {
  '@appkit/kernel': 'kernel',
  '@appkit/ui': 'ui',
  '@appkit/eip155': 'namespaces/eip155',
  '@appkit/emulator': 'emulator',
  '@appkit/analytics': 'plugins/analytics',
  '@appkit/devtools': 'devtools',
  'create-appkit': 'cli',
}

export const PUBLISHED_RANGE = '^0.1.0'
