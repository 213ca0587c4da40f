/** What create-appkit knows about: templates, namespaces, features and their packages. */
import { readFileSync } from 'node:fs'

/** vite-react: Vite + React (the default); next-app: Next.js with the App Router. */
export const TEMPLATES = ['vite-react', 'next-app'] as const
export type Template = (typeof TEMPLATES)[number]

export const NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const
export type Namespace = (typeof NAMESPACES)[number]

/** Each namespace's package; it exports the plugin factory of the same name and `/networks`. */
export const NAMESPACE_PACKAGES: Record<Namespace, string> = {
  eip155: '@appkit/eip155',
  solana: '@appkit/solana',
  polkadot: '@appkit/polkadot',
  bip122: '@appkit/bip122',
  cosmos: '@appkit/cosmos',
}

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

/**
 * The library the app's own components use for the EVM wallet: none (AppKit's hooks from
 * @appkit/ui), wagmi (its hooks, through @appkit/wagmi) or ethers 6 (through @appkit/ethers).
 */
export const ADAPTERS = ['none', 'wagmi', 'ethers'] as const
export type Adapter = (typeof ADAPTERS)[number]
export const DEFAULT_ADAPTER: Adapter = 'none'

/** Each adapter's AppKit package; both follow the kit's eip155 connection, so they need eip155. */
export const ADAPTER_PACKAGES: Record<Exclude<Adapter, 'none'>, string> = {
  wagmi: '@appkit/wagmi',
  ethers: '@appkit/ethers',
}
export const ADAPTER_NAMESPACE: Namespace = 'eip155'

/**
 * What the app's code imports itself beside the adapter's package (wagmi's provider and hooks,
 * and the query client wagmi's hooks run on). ethers is a peer of @appkit/ethers: APP_OWNED_PEERS.
 */
export const ADAPTER_LIBRARIES: Record<
  Exclude<Adapter, 'none'>,
  Readonly<Record<string, string>>
> = {
  wagmi: { wagmi: '^3.0.0', '@tanstack/react-query': '^5.0.0' },
  ethers: {},
}

/**
 * What a feature adds when the template gives the app its own server (Next.js route handlers):
 * the files under templates/features/<feature>/<template>/, copied into the app, serve the
 * feature's endpoints at `path` (same origin, so the plugin is wired to that path instead of the
 * emulator). `libraries` are what those files import (into the app's dependencies);
 * `serverExternalPackages` are loaded from node_modules at run time, never bundled (next.config.ts);
 * `notes` go into the app's README, under its files.
 */
export interface FeatureAppServer {
  path: string
  libraries: Readonly<Record<string, string>>
  serverExternalPackages: readonly string[]
  notes: readonly string[]
}

export const FEATURE_APP_SERVERS: Partial<
  Record<Feature, Partial<Record<Template, FeatureAppServer>>>
> = {
  // src/app/api/auth/[...siwx]/route.ts: @appkit/siwx/server's handler on a PGlite store, whose
  // WebAssembly and data files PGlite reads from its package folder (the range is the one
  // @appkit/siwx is tested with: its devDependencies).
  siwx: {
    'next-app': {
      path: '/api/auth',
      libraries: { '@electric-sql/pglite': '^0.5.17' },
      serverExternalPackages: ['@electric-sql/pglite'],
      notes: [
        "- `src/app/api/auth/[...siwx]/route.ts`: sign-in served by this app, the endpoints\n  `createServerSiwxStorage({ url: '/api/auth' })` talks to. Nonces and sessions are kept in\n  PGlite in `.appkit/siwx/`, for one server process (`createPostgresSiwxStore` or\n  `createRedisSiwxStore` for several); `next.config.ts` keeps PGlite out of the bundle. Pages may\n  sign in from `APPKIT_SIWX_ORIGINS` (comma-separated; set it before you deploy, e.g.\n  `https://your.site`), by default from this app in development (127.0.0.1 and localhost).",
      ],
    },
  },
}

/** The app's own server parts for a feature on a template, if it has any. */
export function featureAppServer(
  feature: Feature,
  template: Template,
): FeatureAppServer | undefined {
  return FEATURE_APP_SERVERS[feature]?.[template]
}

export const PACKAGE_MANAGERS = ['npm', 'pnpm', 'yarn'] as const
export type PackageManager = (typeof PACKAGE_MANAGERS)[number]

/** The emulator's project id: a new app runs against the local emulator with no account. */
export const DEFAULT_PROJECT_ID = 'appkit-local-project'
export const DEFAULT_NAMESPACES: readonly Namespace[] = ['eip155']
export const DEFAULT_FEATURES: readonly Feature[] = ['analytics']

/** Spec §6: 'swaps on 12 networks (ids 1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554)'. */
export const SWAPS_CHAIN_IDS: readonly number[] = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
]

/**
 * Local chains that stand in for a swap network: the emulator's pool is on 31337, answering as
 * OP Mainnet (10). Generated apps pass this to swaps({ networkStandIns }), and doctor counts it.
 */
export const SWAPS_STAND_INS: Readonly<Record<number, number>> = { 31337: 10 }

/**
 * Spec §6 chain support: names EVM only; activity EVM only; swaps EVM (12 networks); onramp
 * eip155 and solana; the auth connector (email, socials: the embedded wallet) eip155 and solana.
 */
export const FEATURE_NAMESPACES: Partial<Record<Feature, readonly Namespace[]>> = {
  names: ['eip155'],
  activity: ['eip155'],
  swaps: ['eip155'],
  onramp: ['eip155', 'solana'],
  'embedded-wallet': ['eip155', 'solana'],
}

/** Spec §6: 'balances EVM and solana; send EVM and solana' (the kernel's own views). */
export const BALANCE_AND_SEND_NAMESPACES: readonly Namespace[] = ['eip155', 'solana']

/** The local packages a generated app uses, by name, with their folder in this repository. */
export const LOCAL_PACKAGE_DIRS: Record<string, string> = {
  '@appkit/kernel': 'kernel',
  '@appkit/ui': 'ui',
  '@appkit/eip155': 'namespaces/eip155',
  '@appkit/solana': 'namespaces/solana',
  '@appkit/polkadot': 'namespaces/polkadot',
  '@appkit/bip122': 'namespaces/bip122',
  '@appkit/cosmos': 'namespaces/cosmos',
  '@appkit/emulator': 'emulator',
  '@appkit/analytics': 'plugins/analytics',
  '@appkit/siwx': 'plugins/siwx',
  '@appkit/onramp': 'plugins/onramp',
  '@appkit/swaps': 'plugins/swaps',
  '@appkit/names': 'plugins/names',
  '@appkit/activity': 'plugins/activity',
  '@appkit/embedded-wallet': 'plugins/embedded-wallet',
  '@appkit/devtools': 'devtools',
  '@appkit/wagmi': 'interop/wagmi',
  '@appkit/ethers': 'interop/ethers',
  'create-appkit': 'cli',
}

/**
 * Peers an AppKit package needs that the app owns (as wagmi asks for viem): written into the
 * app's dependencies beside the package, so the app has exactly one copy and npm never has to
 * guess. React is already in every template.
 */
export const APP_OWNED_PEERS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '@appkit/eip155': { viem: '2.x' },
  '@appkit/siwx': { viem: '2.x' },
  '@appkit/wagmi': { viem: '2.x' },
  '@appkit/ethers': { ethers: '^6.0.0' },
}

/**
 * The range a new app's AppKit packages get from the registry: this create-appkit's own version
 * (every AppKit package shares one version; `npm run set-version` sets them together).
 */
export const PUBLISHED_RANGE = `^${
  (
    JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string
    }
  ).version
}`
