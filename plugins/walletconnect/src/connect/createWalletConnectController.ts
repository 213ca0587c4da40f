import { AppKitError, type Connection, type PluginContext, toAppKitError } from '@appkit/kernel'
import type { PairingStore } from '../pairing/createPairingStore.js'
import { isPairingExpired } from '../pairing/isPairingExpired.js'
import { WALLET_CONNECT_BASIC_VIEW, WALLET_CONNECT_WALLET_VIEW } from '../policies.js'
import type { WalletConnectProvider } from '../provider/createWalletConnectProvider.js'
import { isRejection } from '../provider/toWalletConnectError.js'
import { connectWalletConnectSession } from './connectWalletConnectSession.js'

const WALLET_CONNECT_VIEWS: ReadonlySet<string> = new Set([
  WALLET_CONNECT_BASIC_VIEW,
  WALLET_CONNECT_WALLET_VIEW,
])

export interface WalletConnectControllerOptions {
  /** The plugin's context: connect through it, watch its router, close the modal. */
  context: Pick<
    PluginContext,
    'adapter' | 'connect' | 'close' | 'router' | 'registry' | 'reportError'
  >
  provider: Pick<
    WalletConnectProvider,
    'pair' | 'sessionAccounts' | 'refreshPairing' | 'cancelPairing' | 'setBasicPairing'
  >
  pairing: PairingStore
  /** The plugin's connectors, one per namespace ('walletConnect', 'walletConnect:solana'). */
  connectorIds: readonly string[]
  isMobile: () => boolean
  /** Opens a deep link (the wallet's app); default: navigate this page to it. */
  openUrl: (url: string) => void
  now?: () => number
}

/** What the WalletConnect views drive: one per plugin setup. */
export interface WalletConnectController {
  readonly pairing: PairingStore
  /**
   * Connects through the kit, every namespace of the session the app has enabled (or, without
   * any, pairs through the provider alone) unless an attempt is under way; then an expired URI
   * is replaced. Safe to call on every mount. `basic`: called from the generic QR view
   * (ConnectingWalletConnectBasic), so the session is in basic WalletConnect mode (spec §2);
   * the last view to call wins, since both show the same pairing.
   */
  connect(options?: { basic?: boolean }): void
  /**
   * As `connect`, settling with the attempt (the first connection, or undefined when it only
   * paired): for UI code that draws its own pairing (the WALLET_CONNECT_PAIRING service).
   */
  pair(options?: { basic?: boolean }): Promise<Connection | undefined>
  /** After a decline or an error: a new attempt. */
  retry(): void
  /** A fresh URI for the waiting attempt ('Get a new QR code'). */
  refresh(): void
  /** Ends the waiting attempt (the modal closed, or the user left the view). */
  cancel(): void
  isMobile(): boolean
  openUrl(url: string): void
  destroy(): void
}

function isModalClosed(error: unknown): boolean {
  return error instanceof AppKitError && error.code === 'MODAL_CLOSED'
}

/**
 * The connecting flow behind the WalletConnect views. On success the modal closes when it still
 * shows one of these views (sign-in may have moved it on); leaving them, or closing the modal,
 * cancels the waiting attempt so the registry returns to its previous state (spec §4).
 */
export function createWalletConnectController(
  options: WalletConnectControllerOptions,
): WalletConnectController {
  const { context, provider, pairing } = options
  const now = options.now ?? Date.now
  let attempt: Promise<Connection | undefined> | undefined
  let basic = false

  const onView = () => {
    const state = context.router.store.getState()
    return state.open && WALLET_CONNECT_VIEWS.has(state.view)
  }

  const stopWatching = context.router.store.subscribe(
    (state) => state.open && WALLET_CONNECT_VIEWS.has(state.view),
    (shown) => {
      if (!shown && attempt) provider.cancelPairing()
    },
  )

  function start(): Promise<Connection | undefined> {
    provider.setBasicPairing(basic)
    const current = connectWalletConnectSession({
      context,
      provider,
      connectorIds: options.connectorIds,
    })
    attempt = current
    current.then(
      () => {
        if (attempt !== current) return
        attempt = undefined
        pairing.reset()
        if (onView()) context.close()
      },
      (error: unknown) => {
        if (attempt !== current) return
        attempt = undefined
        // Spec §8: a failed pairing or session is reported once, as 'walletConnect' (the kit's
        // connect reported its own part already; a declined one is tracked as USER_REJECTED).
        if (!isModalClosed(error)) {
          context.reportError(error, { flow: 'walletConnect', category: 'PROVIDER_ERROR' })
        }
        if (isModalClosed(error)) pairing.reset()
        else if (isRejection(error)) pairing.reject()
        else if (pairing.getState().status !== 'error')
          pairing.fail(toAppKitError(error).shortMessage)
      },
    )
    return current
  }

  function connect(connectOptions?: { basic?: boolean }): Promise<Connection | undefined> {
    basic = connectOptions?.basic === true
    provider.setBasicPairing(basic)
    if (!attempt) return start()
    const { status, expiresAt, uri } = pairing.getState()
    if (status === 'expired' || (uri !== undefined && isPairingExpired(expiresAt, now()))) {
      provider.refreshPairing()
    }
    return attempt
  }

  return {
    pairing,
    connect(connectOptions) {
      void connect(connectOptions)
    },
    pair: connect,
    retry() {
      if (!attempt) start()
    },
    refresh: () => provider.refreshPairing(),
    cancel: () => provider.cancelPairing(),
    isMobile: options.isMobile,
    openUrl: options.openUrl,
    destroy() {
      stopWatching()
      if (attempt) provider.cancelPairing()
    },
  }
}
