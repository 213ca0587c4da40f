import type { MessageOverrides } from '../i18n/createI18n.js'
import type { LogLevel } from '../logger/createLogger.js'
import type { StorageAdapter } from '../storage/StorageAdapter.js'
import type { CaipNetwork } from '../types/CaipNetwork.js'
import type { ConnectMethod } from '../types/ConnectMethod.js'
import type { LocalFeatures } from '../types/Features.js'
import type { CustomWallet } from '../wallets/CustomWallet.js'

export interface AppKitMetadata {
  name: string
  description: string
  url: string
  icons: readonly string[]
}

/** The base URLs of the remote services; the emulator serves all of them locally. */
export interface ServiceUrls {
  /** Project API: config, origins, analytics config, wallet list, images. */
  api: string
  /** Blockchain data API: balances, history, identity, names, swaps, on-ramp. */
  blockchainApi: string
  /** Analytics ingest (POST /e). */
  analytics: string
  /** WalletConnect relay (WebSocket); by default `/relay` on the api origin. */
  relay: string
}

/**
 * Plugin options given to createAppKit. A plugin declares its keys by module augmentation:
 * `declare module '@appkit/kernel' { interface PluginOptions { siwx?: SiwxOptions } }`.
 */
export interface PluginOptions {
  readonly [option: string]: unknown
}

export interface AppKitOptions {
  /** The project id; without it the 'Project ID Not Configured' alert shows and remote calls are skipped. */
  projectId: string
  /** The networks the app supports, any family; at least one. */
  networks: readonly CaipNetwork[]
  defaultNetwork?: CaipNetwork
  metadata?: AppKitMetadata
  features?: Partial<LocalFeatures>
  /**
   * Options of installed plugins, by the name each plugin reads (the kernel reads none). A plugin
   * types its own by augmenting `PluginOptions`.
   */
  pluginOptions?: PluginOptions
  /** Where remote services live; defaults to the local emulator's ports. */
  urls?: Partial<ServiceUrls>
  /** SDK type and version sent as `st` and `sv` with every call. */
  sdkType?: string
  sdkVersion?: string
  storage?: StorageAdapter
  /** Storage key prefix, so two kits on one page can keep separate state. */
  storagePrefix?: string
  /** Open ConnectingWalletConnectBasic / AllWallets only (manual WalletConnect control). */
  manualWCControl?: boolean
  /** The modal is embedded in the page rather than a dialog. */
  embedded?: boolean
  allowUnsupportedChain?: boolean
  enableNetworkSwitch?: boolean
  /** Skip the SwitchNetwork confirmation step. */
  skipNetworkSwitchConfirmation?: boolean
  /** Load the project's remote features on creation; default true. */
  loadRemoteConfig?: boolean
  /** Default 'error' (spec §9). */
  logLevel?: LogLevel
  /**
   * How `kit.transactions` follows pending transactions: status checks every `pollIntervalMs`
   * (default 4 s) and 'still pending' after `stillPendingAfterMs` (default 5 min).
   */
  transactions?: { pollIntervalMs?: number; stillPendingAfterMs?: number }
  fetch?: typeof fetch
  /** A phone or tablet (spec §2 'AllWallets on mobile'); default: by the browser's user agent. */
  isMobile?: () => boolean
  /**
   * Wallet-list ids shown on Connect after the installed wallets, in this order (spec §6
   * 'featured').
   */
  featuredWalletIds?: readonly string[]
  /** When set, only these wallet-list ids are recommended on Connect or listed in All Wallets. */
  includeWalletIds?: readonly string[]
  /** Wallet-list ids never featured, recommended or listed. */
  excludeWalletIds?: readonly string[]
  /** The app's own wallets, shown on Connect after the featured ones (spec §6 'custom'). */
  customWallets?: readonly CustomWallet[]
  /** The app's terms of service (http or https), linked from the Connect view's legal consent. */
  termsConditionsUrl?: string
  /** The app's privacy policy (http or https), linked from the Connect view's legal consent. */
  privacyPolicyUrl?: string
  /**
   * The Connect view's method order. Default (spec §6): wallet, email, social when an injected
   * or announced wallet exists, otherwise email, social, wallet.
   */
  connectMethodsOrder?: readonly ConnectMethod[]
  /**
   * The visitor's language ('fr', 'pt-BR'); default: the browser's languages. A tag no catalog
   * serves falls back down its chain ('pt-PT' to pt-BR, 'de-AT' to de) and then to English.
   */
  locale?: string
  /**
   * The app's own texts, by locale ('*' for every locale) and message id, in ICU MessageFormat:
   * `{ en: { 'viewTitle.Connect': 'Sign in' } }`. A text that does not parse is reported and the
   * catalog's text is shown.
   */
  messages?: MessageOverrides
}
