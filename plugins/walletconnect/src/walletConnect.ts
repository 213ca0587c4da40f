import {
  type AppKitMetadata,
  type AppKitPlugin,
  type Connector,
  type PluginContext,
  WALLET_CONNECT_PAIRING,
} from '@appkit/kernel'
import type { ViewModule } from '@appkit/ui'
import type { UniversalProviderOpts } from '@walletconnect/universal-provider'
import { createWalletConnectController } from './connect/createWalletConnectController.js'
import { WALLETCONNECT_MESSAGE_CATALOG } from './i18n/WALLETCONNECT_MESSAGE_CATALOG.js'
import { walletConnectLinks } from './links/walletConnectLinks.js'
import { createPairingStore } from './pairing/createPairingStore.js'
import {
  WALLET_CONNECT_BASIC_VIEW,
  WALLET_CONNECT_CONNECTOR_ID,
  WALLET_CONNECT_CONNECTOR_NAME,
  WALLET_CONNECT_PLUGIN_NAME,
  WALLET_CONNECT_SOLANA_CONNECTOR_ID,
  WALLET_CONNECT_WALLET_VIEW,
} from './policies.js'
import { createWalletConnectProvider } from './provider/createWalletConnectProvider.js'
import { closeUniversalProvider, loadUniversalProvider } from './provider/loadUniversalProvider.js'
import type { UniversalProviderLike } from './provider/UniversalProviderLike.js'
import {
  buildOptionalNamespaces,
  type NamespaceRequests,
} from './session/buildOptionalNamespaces.js'
import { createSessionHint, WALLET_CONNECT_SESSION_KEY } from './session/createSessionHint.js'
import { syncApprovedNetworks } from './session/syncApprovedNetworks.js'
import { universalProviderOptions } from './session/universalProviderOptions.js'
import { createSolanaSessionWallet } from './solana/createSolanaSessionWallet.js'
import { defaultVerifyUrl } from './verify/defaultVerifyUrl.js'
import { watchVerify } from './verify/watchVerify.js'
import type { WalletConnectViewContext } from './views/WalletConnectViewContext.js'
import { walletConnectDestination } from './walletConnectDestination.js'
import { walletConnectViewTitle } from './walletConnectViewTitle.js'

export interface WalletConnectOptions {
  /** The relay; default the kit's relay URL (the `urls.relay` option of createAppKit). */
  relayUrl?: string
  /**
   * WalletConnect Verify, which attests this page's origin to wallets; default `/verify/v3` on
   * the kit's API origin (the emulator's). A session whose origin it does not verify shows the
   * 'Unverified Domain' alert.
   */
  verifyUrl?: string
  /** Default the `projectId` option of createAppKit. */
  projectId?: string
  /** What wallets show about the app; default the `metadata` option of createAppKit. */
  metadata?: AppKitMetadata
  /**
   * More optional namespaces for the session, merged with those built from the kit's networks:
   * e.g. solana when the kit configures no solana network.
   */
  namespaces?: NamespaceRequests
  /** The library's storage prefix; default the kit's `storagePrefix` (else 'appkit'). */
  storagePrefix?: string
  /** The library's storage; default its own (IndexedDB in browsers, memory in Node). */
  storage?: UniversalProviderOpts['storage']
  /** The library's log level (pino levels); default 'error'. */
  logLevel?: string
  /**
   * Replace an expired pairing URI at once (default true, as the best peers do); false leaves
   * 'QR code expired' with a button for a new one.
   */
  autoRefresh?: boolean
  /** Opens a wallet's deep link on a phone; default: navigate this page to it. */
  openUrl?: (url: string) => void
  /**
   * Loads and initialises the WalletConnect client; default `loadUniversalProvider` (a dynamic
   * import of @walletconnect/universal-provider). Tests pass a test double.
   */
  loadProvider?: (options: UniversalProviderOpts) => Promise<UniversalProviderLike>
}

function preferredChainId(registry: Pick<PluginContext['registry'], 'store'>): number | undefined {
  const state = registry.store.getState()
  const network =
    state.activeCaipNetwork?.chainNamespace === 'eip155'
      ? state.activeCaipNetwork
      : state.chains.eip155?.caipNetwork
  return typeof network?.id === 'number' ? network.id : undefined
}

function defaultOpenUrl(url: string): void {
  if (typeof window !== 'undefined') window.location.assign(url)
}

/**
 * WalletConnect: connect a mobile (or desktop) wallet by QR code or deep link. One session spans
 * namespaces, so it registers a WALLET_CONNECT connector per family it serves, over the same
 * session: 'walletConnect' (eip155; its provider an EIP-1193 facade over the official
 * UniversalProvider) and 'walletConnect:solana' (solana; its provider a Wallet Standard wallet
 * over the session). The library loads only on first use (a connect, or a session to restore
 * after a reload). Also registers the ConnectingWalletConnectBasic and ConnectingWalletConnect
 * views and their translations. The session joins every family it was approved in whose
 * namespace plugin is in the kit.
 *
 * @example
 * const kit = createAppKit({ projectId, networks, urls: { relay } }).use(eip155()).use(walletConnect())
 */
export function walletConnect(options: WalletConnectOptions = {}): AppKitPlugin {
  return {
    name: WALLET_CONNECT_PLUGIN_NAME,
    setup(ctx) {
      const pairing = createPairingStore()
      let loaded: UniversalProviderLike | undefined
      async function load(): Promise<UniversalProviderLike> {
        const metadata = options.metadata ?? ctx.options.metadata
        const init = universalProviderOptions({
          projectId: options.projectId ?? ctx.options.projectId,
          relayUrl: options.relayUrl ?? ctx.urls.relay,
          storagePrefix: options.storagePrefix ?? ctx.options.storagePrefix ?? 'appkit',
          ...(metadata ? { metadata } : {}),
          ...(options.logLevel ? { logLevel: options.logLevel } : {}),
          ...(options.storage ? { storage: options.storage } : {}),
        })
        loaded = await (options.loadProvider ?? loadUniversalProvider)(init)
        watchVerify(loaded, {
          verifyUrl: options.verifyUrl ?? defaultVerifyUrl(ctx.urls.api),
          appUrl: metadata?.url,
          onSessionVerified: (validation) => {
            if (validation !== 'VALID') ctx.alerts.show('UNVERIFIED_DOMAIN')
          },
        })
        return loaded
      }

      ctx.register.messages(WALLETCONNECT_MESSAGE_CATALOG)
      ctx.register.storageKey(WALLET_CONNECT_SESSION_KEY)
      const provider = createWalletConnectProvider({
        load,
        pairing,
        sessionHint: createSessionHint(ctx.storage),
        // The registry's networks: a family added after createAppKit is asked for too.
        optionalNamespaces: () =>
          buildOptionalNamespaces(ctx.registry.store.getState().networks, options.namespaces),
        preferredChainId: () => preferredChainId(ctx.registry),
        ...(options.autoRefresh === undefined ? {} : { autoRefresh: options.autoRefresh }),
      })
      const connector: Connector = {
        id: WALLET_CONNECT_CONNECTOR_ID,
        type: 'WALLET_CONNECT',
        name: WALLET_CONNECT_CONNECTOR_NAME,
        chain: 'eip155',
        provider,
        isBasicWalletConnect: provider.isBasicSession,
      }
      const solanaConnector: Connector = {
        id: WALLET_CONNECT_SOLANA_CONNECTOR_ID,
        type: 'WALLET_CONNECT',
        name: WALLET_CONNECT_CONNECTOR_NAME,
        chain: 'solana',
        provider: createSolanaSessionWallet({
          provider,
          preferredChain: () =>
            ctx.registry.store.getState().chains.solana?.caipNetwork?.caipNetworkId,
        }),
        isBasicWalletConnect: provider.isBasicSession,
      }
      const controller = createWalletConnectController({
        context: ctx,
        provider,
        pairing,
        connectorIds: [connector.id, solanaConnector.id],
        isMobile: () => ctx.options.isMobile?.() ?? false,
        openUrl: options.openUrl ?? defaultOpenUrl,
      })
      const viewContext: WalletConnectViewContext = { context: ctx, controller }
      // The same pairing for UI code that draws its own (the headless hooks of @appkit/ui).
      ctx.register.service(WALLET_CONNECT_PAIRING, {
        state: pairing,
        connect: controller.pair,
        refresh: controller.refresh,
        cancel: controller.cancel,
        isMobile: controller.isMobile,
        links: walletConnectLinks,
      })
      // Each view is a chunk of its own, bound once to this plugin's controller.
      ctx.register.view(
        WALLET_CONNECT_BASIC_VIEW,
        async (): Promise<ViewModule> => ({
          default: (
            await import('./views/ConnectingWalletConnectBasicView.js')
          ).bindConnectingWalletConnectBasicView(viewContext),
        }),
        // The protocol's name, as the connector is named (not translated).
        { title: WALLET_CONNECT_CONNECTOR_NAME },
      )
      ctx.register.view(
        WALLET_CONNECT_WALLET_VIEW,
        async (): Promise<ViewModule> => ({
          default: (
            await import('./views/ConnectingWalletConnectView.js')
          ).bindConnectingWalletConnectView(viewContext),
        }),
        { title: walletConnectViewTitle },
      )
      ctx.register.connectorDestination('WALLET_CONNECT', walletConnectDestination)
      // Registering the connectors lets the kit reconnect a stored WalletConnect session.
      ctx.register.connector(connector)
      ctx.register.connector(solanaConnector)

      const stopApprovedNetworks = syncApprovedNetworks({
        ctx,
        connectorIds: [connector.id, solanaConnector.id],
        session: () => loaded?.session,
        onSessionChanged: provider.onSessionChanged,
      })

      // The kernel undoes the views, the service, the destination and the connectors after this.
      return () => {
        stopApprovedNetworks()
        controller.destroy()
        provider.destroy()
        if (loaded) void closeUniversalProvider(loaded)
      }
    },
  }
}
