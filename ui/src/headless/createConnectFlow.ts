import {
  type AppKit,
  AppKitError,
  type Connection,
  createStore,
  getConnector,
  type Store,
  toAppKitError,
  WALLET_CONNECT_PAIRING,
  type WalletConnectPairing,
  type WalletConnectPairingLinks,
  type WalletConnectPairingState,
  type WalletListing,
} from '@appkit/kernel'
import type { ExcludedWallet } from '../context/ExcludedWallet.js'
import { walletDestination } from '../views/shared/walletDestination.js'
import { knownWallet } from './knownWallets.js'
import type { WalletOption } from './walletOptions.js'

export type ConnectStatus = 'idle' | 'connecting' | 'pairing' | 'connected' | 'error'

/**
 * What to connect: a connector of the page (`{ connectorId }`: connects at once, or pairs when
 * it is WalletConnect's), or a wallet of the wallet list (`{ walletId }`: its browser connector
 * when this browser has it, else WalletConnect), or a `WalletOption` of useWallets (its
 * connector when it has one, else its wallet id).
 */
export type ConnectTarget =
  | { connectorId: string; walletId?: string | undefined }
  | { connectorId?: undefined; walletId: string }
  | WalletOption

/** A WalletConnect pairing under way: what to show for it. */
export interface ConnectPairing {
  /** The `wc:` URI to show as a QR code; undefined until the client made one, and once expired. */
  uri: string | undefined
  /** When the URI expires (ms since the epoch): 4 minutes after it was made. */
  expiresAt: number | undefined
  /** 10 s or less were left (spec §4); a fresh URI follows, or `renew()` asks for one. */
  expired: boolean
  /** On a phone, the wallet's app link carrying the URI (open it rather than show the QR code). */
  deepLink: string | undefined
  /** The wallet's mobile, desktop and web app links carrying the URI, when it lists them. */
  links: WalletConnectPairingLinks
  /** The wallet-list entry being paired with; undefined for the generic WalletConnect QR code. */
  wallet: WalletListing | undefined
}

export interface ConnectState {
  status: ConnectStatus
  /** Why the last attempt failed ('error'), until the next one or `reset`. */
  error: AppKitError | undefined
  /** Set while pairing over WalletConnect. */
  pairing: ConnectPairing | undefined
  /** The connection the last attempt made ('connected'). */
  connection: Connection | undefined
}

export type ConnectFlowKit = Pick<
  AppKit,
  'api' | 'connect' | 'options' | 'registry' | 'router' | 'services'
>

export interface ConnectFlowOptions {
  /** The provider's excluded wallets: an excluded wallet is not found by id. */
  excludedWallets?: readonly ExcludedWallet[]
  /** A wallet-list entry by id, when this kit's hooks have not seen it (default: GET /getWallets, loaded on use). */
  fetchWallet?: (walletId: string) => Promise<WalletListing | undefined>
}

/** What useConnect binds to, framework-free: one attempt at a time, the newest wins. */
export interface ConnectFlow {
  readonly store: Pick<Store<ConnectState>, 'getState' | 'subscribe'>
  /**
   * Connects; settles with the connection, or undefined when the attempt failed (its `error`
   * is in the state: it never rejects) or another attempt replaced it.
   */
  connect(target: ConnectTarget): Promise<Connection | undefined>
  /** A fresh pairing URI for the WalletConnect attempt under way. */
  renew(): void
  /** Ends the attempt under way (a pairing is cancelled); back to idle. */
  cancel(): void
  /** Back to idle after an error. */
  reset(): void
  /** (Again) follows the pairing under way; returns the stop (React's unmount). */
  start(): () => void
}

const IDLE: ConnectState = Object.freeze({
  status: 'idle',
  error: undefined,
  pairing: undefined,
  connection: undefined,
})

type Route = { connectorId: string } | { pair: WalletListing | undefined }

function invalidTarget(target: unknown): AppKitError {
  return new AppKitError('Invalid connect target', {
    category: 'CONFIGURATION_ERROR',
    code: 'INVALID_CONNECT_TARGET',
    details: `connect() takes { connectorId } or { walletId }, got ${shown(target)}`,
  })
}

function shown(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

function isId(value: unknown): value is string {
  return typeof value === 'string' && value !== ''
}

/**
 * The connect flow of the headless useConnect: where a target leads is decided as the modal's
 * views decide it (a WALLET_CONNECT connector pairs; a listed wallet goes to its browser
 * connector, else WalletConnect when it has an app link: walletDestination), and the pairing is
 * the walletconnect plugin's own (the WALLET_CONNECT_PAIRING service), so the URI, its 4-minute
 * lifetime and the wallet links are those its views show.
 */
export function createConnectFlow(
  kit: ConnectFlowKit,
  options: ConnectFlowOptions = {},
): ConnectFlow {
  const store = createStore<ConnectState>(IDLE)
  const excluded = options.excludedWallets ?? []
  const fetchWallet =
    options.fetchWallet ??
    ((walletId: string) =>
      import('./fetchWalletListing.js').then((m) => m.fetchWalletListing(kit, walletId, excluded)))
  let attempt = 0
  let pairingTarget:
    | { service: WalletConnectPairing; wallet: WalletListing | undefined }
    | undefined
  let pairingAttempt: Promise<unknown> | undefined
  let stopWatching: (() => void) | undefined

  function describePairing(state: WalletConnectPairingState): ConnectPairing | undefined {
    if (!pairingTarget) return undefined
    const { service, wallet } = pairingTarget
    const uri = state.uri
    const links = wallet && uri ? service.links(wallet, uri) : {}
    return {
      uri,
      expiresAt: state.expiresAt,
      expired: state.status === 'expired',
      deepLink: service.isMobile() ? links.mobile : undefined,
      links,
      wallet,
    }
  }

  function watch() {
    stopWatching?.()
    stopWatching = undefined
    if (!pairingTarget) return
    const { service } = pairingTarget
    const follow = (state: WalletConnectPairingState) => {
      if (store.getState().status === 'pairing') store.setState({ pairing: describePairing(state) })
    }
    stopWatching = service.state.subscribe(follow)
    follow(service.state.getState())
  }

  function endPairing() {
    stopWatching?.()
    stopWatching = undefined
    pairingTarget = undefined
  }

  async function route(target: ConnectTarget): Promise<Route> {
    if (typeof target !== 'object' || target === null) throw invalidTarget(target)
    const { connectorId, walletId } = target as { connectorId?: unknown; walletId?: unknown }
    if (isId(connectorId)) {
      const connector = getConnector(kit.registry.store.getState(), connectorId)
      if (!connector) {
        throw new AppKitError('Connector not found', {
          category: 'CONFIGURATION_ERROR',
          code: 'CONNECTOR_NOT_FOUND',
          details: `No connector with id ${connectorId} is registered`,
        })
      }
      return connector.type === 'WALLET_CONNECT' ? { pair: undefined } : { connectorId }
    }
    if (!isId(walletId)) throw invalidTarget(target)
    const wallet = knownWallet(kit, walletId) ?? (await fetchWallet(walletId))
    if (!wallet) {
      throw new AppKitError('Wallet not found', {
        category: 'CONFIGURATION_ERROR',
        code: 'WALLET_NOT_FOUND',
        details: `The wallet list has no wallet with id ${walletId} (or the app excludes it)`,
      })
    }
    const { connectors } = kit.registry.store.getState()
    const destination = walletDestination(connectors, wallet, (view) => kit.router.hasView(view))
    if (destination.view === 'ConnectingExternal') {
      return { connectorId: String(destination.data.connectorId) }
    }
    if (destination.view === 'ConnectingWalletConnect') return { pair: wallet }
    const walletConnect = kit.services.get(WALLET_CONNECT_PAIRING) !== undefined
    throw new AppKitError(`${wallet.name} is not installed`, {
      category: 'CONFIGURATION_ERROR',
      code: 'WALLET_UNREACHABLE',
      details: walletConnect
        ? `${wallet.name} is not in this browser and lists no app link to pair with`
        : `${wallet.name} is not in this browser; add the walletConnect() plugin to pair with it by QR code`,
    })
  }

  async function leavePairing() {
    if (!pairingTarget) return
    pairingTarget.service.cancel()
    endPairing()
    // The registry returns to its previous state before another connect starts.
    await pairingAttempt?.catch(() => undefined)
  }

  async function connect(target: ConnectTarget): Promise<Connection | undefined> {
    const id = ++attempt
    const current = () => id === attempt
    const fail = (error: unknown) => {
      if (!current()) return undefined
      endPairing()
      store.setState({ ...IDLE, status: 'error', error: toAppKitError(error, 'PROVIDER_ERROR') })
      return undefined
    }
    try {
      store.setState({ ...IDLE, status: 'connecting' })
      const next = await route(target)
      if (!current()) return undefined
      if ('connectorId' in next) {
        await leavePairing()
        if (!current()) return undefined
        const connection = await kit.connect(next.connectorId)
        if (!current()) return connection
        store.setState({ ...IDLE, status: 'connected', connection })
        return connection
      }
      const service = kit.services.get(WALLET_CONNECT_PAIRING)
      if (!service) {
        throw new AppKitError('WalletConnect is not set up', {
          category: 'CONFIGURATION_ERROR',
          code: 'WALLET_CONNECT_MISSING',
          details: 'Add the walletConnect() plugin to the kit to pair wallets by QR code',
        })
      }
      pairingTarget = { service, wallet: next.pair }
      store.setState({
        ...IDLE,
        status: 'pairing',
        pairing: describePairing(service.state.getState()),
      })
      watch()
      // A pairing under way is joined (one WalletConnect attempt at a time); basic without a wallet.
      const paired = service.connect(next.pair ? {} : { basic: true })
      pairingAttempt = paired
      const connection = await paired
      if (!current()) return connection
      endPairing()
      store.setState({ ...IDLE, status: 'connected', connection })
      return connection
    } catch (error) {
      return fail(error)
    }
  }

  return {
    store,
    connect,
    renew() {
      if (store.getState().status === 'pairing') pairingTarget?.service.refresh()
    },
    cancel() {
      attempt += 1
      void leavePairing()
      store.setState(IDLE)
    },
    reset() {
      if (store.getState().status === 'error') store.setState(IDLE)
    },
    start() {
      if (pairingTarget && !stopWatching) watch()
      return () => {
        stopWatching?.()
        stopWatching = undefined
      }
    },
  }
}
