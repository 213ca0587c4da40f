import type { RelayControl } from './relay/createRelay.js'

/** One entry of GET /appkit/v1/config `features`. */
export interface RemoteFeature {
  id: string
  isEnabled: boolean
  config?: readonly string[] | null
}

/** A local EVM chain the emulator runs. */
export interface ChainOptions {
  chainId: number
  /** Display name reported in the state (e.g. 'Hardhat'). */
  name: string
  /** TCP port on 127.0.0.1; 0 picks a free port. */
  port: number
}

/** Name and colour a placeholder image is drawn from. */
export interface ImageSubject {
  name: string
  color: string | null
}

export interface EmulatorOptions {
  /** Port of the HTTP services (project API, RPC proxy, control). Default 4100; 0 picks a free port. */
  apiPort?: number
  /** The local chains. Default: chain 31337 on 8545 and chain 1337 on 8546. */
  chains?: readonly ChainOptions[]
  /** Project ids the API accepts. Default ['appkit-local-project']. */
  projectIds?: readonly string[]
  /** Features served by GET /appkit/v1/config. */
  features?: readonly RemoteFeature[]
  /**
   * Port of the embedded wallet's secure site (its own origin). Default 4200 (0 when `apiPort`
   * is 0); 0 picks a free port.
   */
  secureSitePort?: number
  /** Origins served by GET /projects/v1/origins. */
  allowedOrigins?: readonly string[]
  /** Images served by /public/getAssetImage/{id} (networks, connectors, tokens), by id. */
  assetImages?: Readonly<Record<string, ImageSubject>>
  /**
   * Wallet ids whose `badge_type` is 'certified' (the registry snapshot has no badges). Default
   * DEFAULT_CERTIFIED_WALLET_IDS: the test mobile wallet and five well-known wallets.
   */
  certifiedWalletIds?: readonly string[]
  /** Folder the state file is written under. Default process.cwd(). */
  cwd?: string
  /** Where the URLs are written as JSON. Default `<cwd>/.appkit/emulator.json`; false writes nothing. */
  stateFile?: string | false
  /** Where the start-up lines go. Default console.log; pass a no-op to stay quiet. */
  log?: (line: string) => void
  /** Log every JSON-RPC call the chains receive (Hardhat's own logger). Default false. */
  logRpc?: boolean
  /** Served by GET /getAnalyticsConfig. Default true. */
  isAnalyticsEnabled?: boolean
  /**
   * A folder for the analytics ingest's database (PGlite), kept between runs. Default: in
   * memory, gone when the emulator stops.
   */
  analyticsDataDir?: string
  /**
   * The Solana JSON-RPC endpoint over an in-process SVM: its port (default 8899, or 0 when
   * `apiPort` is 0 so tests never collide), or false for none.
   */
  solana?: { port: number } | false
  /**
   * The swap network (spec §6) the first local chain stands in for in the swap API (convert/*):
   * a TestPool (ETH/TEST) is deployed there and requests for this chain id are answered from
   * it. Default 10 (OP Mainnet); false deploys no pool and serves no swap routes.
   */
  swapStandInChainId?: number | false
  /**
   * The local chains where the embedded wallet's smart accounts are enabled: AppKitAccountFactory
   * is deployed there and the secure site relays their batches. Default [31337]; 1337 is left
   * without, as the network where smart accounts are not enabled (spec §6).
   */
  smartAccountChainIds?: readonly number[]
}

/** The emulator's Solana JSON-RPC endpoint (litesvm) and its funded test keypairs. */
export interface EmulatorSolanaUrls {
  rpcUrl: string
  genesisHash: string
  /** `solana:` plus the genesis hash's first 32 characters. */
  caipNetworkId: string
  /** Funded addresses, from the test mnemonic at m/44'/501'/i'/0'. */
  accounts: readonly string[]
  /** The SPL test token each funded address holds in its associated token account. */
  token: { mint: string; symbol: string; name: string; decimals: number; amountPerHolder: string }
}

export interface EmulatorChainUrls {
  chainId: number
  name: string
  /** The Hardhat node itself. */
  rpcUrl: string
  /** The same node through the API server (`/rpc/{chainId}`), where faults can be injected. */
  proxyRpcUrl: string
}

export interface TestTokenInfo {
  address: `0x${string}`
  name: string
  symbol: string
  decimals: number
  /** Minted to each of the first `holders` accounts, in the smallest unit, as decimal text. */
  amountPerHolder: string
  holders: readonly `0x${string}`[]
}

/** Everything the emulator serves; also the content of `.appkit/emulator.json`. */
export interface EmulatorUrls {
  api: string
  /** The WalletConnect relay (createAppKit's `urls.relay`): ws://127.0.0.1:4100/relay by default. */
  relay: string
  /** Base URL of the analytics ingest (createAppKit's `urls.analytics`): events go to POST {analytics}/e. */
  analytics: string
  /** The stored analytics events, newest last (GET, `?limit=N`); DELETE clears them. */
  analyticsEvents: string
  /** The embedded wallet's secure site (`embeddedWallet({ secureSiteUrl })`), on its own origin. */
  secureSite: string
  /** The one-time-code emails the secure site sent (GET; DELETE empties it). */
  mailbox: string
  chains: Record<string, EmulatorChainUrls>
  token: TestTokenInfo
  accounts: readonly `0x${string}`[]
  mnemonic: string
  projectId: string
  projectIds: readonly string[]
  /** The Solana RPC, when it runs. */
  solana?: EmulatorSolanaUrls
  /** The on-ramp's USDC-like token (on every local chain) and the account holding its supply. */
  onRamp?: { token: Omit<TestTokenInfo, 'amountPerHolder' | 'holders'>; treasury: `0x${string}` }
  /** The swap API's pool (ETH/TEST) and the swap network its local chain stands in for. */
  swaps?: EmulatorSwapsInfo
  /** The embedded wallet's smart accounts: the factory per chain id, and the relayer paying gas. */
  smartAccounts?: EmulatorSmartAccountsInfo
}

export interface EmulatorSmartAccountsInfo {
  /** AppKitAccountFactory's address, by chain id (only chains where smart accounts are enabled). */
  factories: Readonly<Record<string, `0x${string}`>>
  /** The node account that submits smart-account batches and pays their gas. */
  relayer: `0x${string}`
}

export interface EmulatorSwapsInfo {
  /** The swap network id the API answers for (e.g. 10). */
  standInChainId: number
  /** The local chain that really holds the pool (e.g. 31337). */
  localChainId: number
  pool: `0x${string}`
  /** The placeholder address of the native currency in swap requests. */
  nativeTokenAddress: `0x${string}`
  /** The account that deployed the pool and holds its liquidity. */
  liquidityProvider: `0x${string}`
}

export interface RunningEmulator {
  urls: EmulatorUrls
  /** The WalletConnect relay's test control: `restart({ downMs })`, `drop({ clientId })` and `snapshot()`. */
  relay: RelayControl
  /** Path of the state file written, or null when none was. */
  stateFile: string | null
  /** Stops every service; safe to call more than once. */
  stop: () => Promise<void>
}
