import { Agent, createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { BlockchainApi } from '../blockchainApi/createBlockchainApi.js'
import { DEFAULT_CURRENCY_IMAGES, DEFAULT_TOKEN_IMAGES } from '../defaults.js'
import { createExplorerRoutes } from '../explorer/createExplorerRoutes.js'
import { createMobileWalletRoutes } from '../mobileWallet/createMobileWalletRoutes.js'
import { createRelay, type Relay, type RelayOptions } from '../relay/createRelay.js'
import { refuseUpgrade } from '../relay/refuseUpgrade.js'
import { RELAY_PATH } from '../relay/relayDefaults.js'
import { createRelayRoutes } from '../relay/relayRoutes.js'
import { createVerifyRoutes } from '../relay/verify/verifyRoutes.js'
import type { ImageSubject, RemoteFeature } from '../types.js'
import { type AnalyticsStore, createAnalyticsStore } from './analytics/createAnalyticsStore.js'
import { applyFault } from './applyFault.js'
import { checkProjectParams } from './checkProjectParams.js'
import { createFaults, type Faults } from './faults.js'
import { applyCors, isLoopbackOrigin } from './http/applyCors.js'
import { readBody } from './http/readBody.js'
import { sendJson } from './http/sendJson.js'
import { jsonRpcMethodsOf } from './jsonRpcMethodsOf.js'
import { createMailbox, type Mailbox } from './mailbox/createMailbox.js'
import { matchPath, type Route } from './Route.js'
import { createRequestLog, type RequestLog } from './requestLog.js'
import { createAnalyticsConfigRoute } from './routes/analyticsConfigRoute.js'
import { createAnalyticsEventsRoutes } from './routes/analyticsEventsRoutes.js'
import { ANALYTICS_INGEST_PATH, createAnalyticsIngestRoute } from './routes/analyticsIngestRoute.js'
import { AUTH_BASE_PATH, createAuthRoutes } from './routes/authRoutes.js'
import { createConfigRoute } from './routes/configRoute.js'
import { createFaultsRoutes } from './routes/faultsRoutes.js'
import { createImageByIdRoute } from './routes/imageByIdRoute.js'
import { createMailboxRoutes } from './routes/mailboxRoutes.js'
import { createOriginsRoute } from './routes/originsRoute.js'
import { createRpcProxyRoute, RPC_PROXY_PREFIX } from './routes/rpcProxyRoute.js'
import { createStateRoute } from './routes/stateRoute.js'
import { createWalletImageRoute } from './routes/walletImageRoute.js'
import { createWalletsRoute } from './routes/walletsRoute.js'
import type { EmulatorWallet } from './walletList.js'

export interface ApiServerOptions {
  /** 0 picks a free port. */
  port: number
  hostname: string
  projectIds: readonly string[]
  features: readonly RemoteFeature[]
  allowedOrigins: readonly string[]
  isAnalyticsEnabled?: boolean
  wallets: readonly EmulatorWallet[]
  assetImages: Readonly<Record<string, ImageSubject>>
  /** Token images by symbol (/public/getTokenImage); DEFAULT_TOKEN_IMAGES when absent. */
  tokenImages?: Readonly<Record<string, ImageSubject>>
  /** Fiat currency images by code (/public/getCurrencyImage); DEFAULT_CURRENCY_IMAGES when absent. */
  currencyImages?: Readonly<Record<string, ImageSubject>>
  /** Node URL per chain id, proxied at /rpc/{chainId}. */
  rpcUrls: ReadonlyMap<string, string>
  /** Solana RPC URL per network id (CAIP-2 reference), shown by the explorer. */
  solanaRpcUrls?: ReadonlyMap<string, string>
  /** Served at /emulator/state; undefined while starting. */
  getState: () => unknown
  /**
   * Where POST /e stores analytics events (GET /emulator/analytics reads them). The caller
   * closes it; when absent the server keeps its own in-memory store and closes it with itself.
   */
  analytics?: AnalyticsStore
  /** Where the secure site's one-time codes are delivered (GET /emulator/mailbox). */
  mailbox?: Mailbox
  /** The WalletConnect relay served at ws://{host}/relay (clock, ping interval). */
  relay?: RelayOptions
  /** The blockchain data API routes (/v1/…; faulted like the project API, service 'api'). */
  blockchainApi?: Pick<BlockchainApi, 'routes'>
}

export interface ApiServer {
  url: string
  port: number
  faults: Faults
  /** Every non-control request this server (and the secure site, when given it) received. */
  requests: RequestLog
  mailbox: Mailbox
  /** The WalletConnect relay on this server's port, at `relayUrl`. */
  relay: Relay
  relayUrl: string
  close: () => Promise<void>
}

/** JSON-RPC batches go up to 1000 calls (spec §9); a signed transaction can be large. */
const MAX_RPC_BODY_BYTES = 16 * 1024 * 1024

const LOOPBACK_HOST_NAMES = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * The emulator's HTTP services on one node:http server: the project API (config, origins,
 * analytics config, wallets, images), the analytics ingest (POST /e), the RPC proxy and the
 * control endpoints (/emulator/*).
 */
export async function createApiServer(options: ApiServerOptions): Promise<ApiServer> {
  const faults = createFaults()
  const requests = createRequestLog()
  const agent = new Agent({ keepAlive: true })
  const closing = new AbortController()
  const ownsAnalytics = options.analytics === undefined
  const analytics = options.analytics ?? createAnalyticsStore()
  const mailbox = options.mailbox ?? createMailbox()
  const relay = createRelay(options.relay)
  const routes: Route[] = [
    createConfigRoute(options.features),
    createOriginsRoute(options.allowedOrigins),
    createAnalyticsConfigRoute(options.isAnalyticsEnabled ?? true),
    createAnalyticsIngestRoute(analytics),
    ...createAnalyticsEventsRoutes(analytics),
    createWalletsRoute(options.wallets),
    createWalletImageRoute(options.wallets),
    createImageByIdRoute('/public/getAssetImage', options.assetImages),
    createImageByIdRoute('/public/getTokenImage', options.tokenImages ?? DEFAULT_TOKEN_IMAGES),
    createImageByIdRoute(
      '/public/getCurrencyImage',
      options.currencyImages ?? DEFAULT_CURRENCY_IMAGES,
    ),
    createRpcProxyRoute(options.rpcUrls, agent),
    createStateRoute(options.getState),
    ...createMailboxRoutes(mailbox),
    ...createFaultsRoutes(faults, requests),
    ...createAuthRoutes({ rpcUrls: options.rpcUrls }),
    ...createMobileWalletRoutes(),
    ...createRelayRoutes(relay),
    ...createVerifyRoutes(),
    ...createExplorerRoutes({
      evm: options.rpcUrls,
      ...(options.solanaRpcUrls ? { solana: options.solanaRpcUrls } : {}),
    }),
    ...(options.blockchainApi?.routes ?? []),
  ]

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const method = req.method ?? 'GET'
    // A beacon is sent with credentials, so its JSON preflight must allow them, and the auth
    // service's session cookie needs them (loopback origins only).
    applyCors(req, res, {
      allowCredentials:
        url.pathname === ANALYTICS_INGEST_PATH || url.pathname.startsWith(`${AUTH_BASE_PATH}/`),
    })
    if (!isLoopbackHost(req.headers.host)) {
      // A page whose domain was rebound to 127.0.0.1 would otherwise be same-origin here.
      sendJson(res, 403, { message: 'The emulator answers requests for localhost only' })
      return
    }
    if (method === 'OPTIONS') {
      res.writeHead(204, { 'Content-Length': 0 })
      res.end()
      return
    }
    const isControl = url.pathname.startsWith('/emulator/')
    const origin = req.headers.origin
    if (isControl && origin !== undefined && !isLoopbackOrigin(origin)) {
      sendJson(res, 403, { message: 'The emulator control API answers local pages only' })
      return
    }
    let body: Buffer | undefined
    let rpcMethods: string[] | undefined
    if (method === 'POST' && url.pathname.startsWith(RPC_PROXY_PREFIX)) {
      body = await readBody(req, MAX_RPC_BODY_BYTES)
      rpcMethods = jsonRpcMethodsOf(body)
    }
    if (!isControl) {
      requests.record('api', method, url.pathname, rpcMethods)
      const fault = faults.take('api', method, url.pathname, rpcMethods)
      // The combined signal only when a fault was taken: every one made stays tied to both.
      if (
        fault &&
        (await applyFault(fault, res, AbortSignal.any([closing.signal, faults.released()])))
      )
        return
    }

    const matching = routes.flatMap((route) => {
      const params = matchPath(route.pattern, url.pathname)
      return params === undefined ? [] : [{ route, params }]
    })
    if (matching.length === 0) {
      sendJson(res, 404, { message: `No emulator endpoint at ${url.pathname}` })
      return
    }
    const found = matching.find(({ route }) => route.method === method)
    if (found === undefined) {
      const allow = [...matching.map(({ route }) => route.method), 'OPTIONS'].join(', ')
      sendJson(res, 405, { message: `Method ${method} not allowed` }, { Allow: allow })
      return
    }
    if (found.route.checksProject) {
      const check = checkProjectParams(url.searchParams, req.headers, options.projectIds)
      if (!check.ok) {
        sendJson(res, check.status, check.body)
        return
      }
    }
    await found.route.handle({
      req,
      res,
      url,
      params: found.params,
      ...(body === undefined ? {} : { body }),
    })
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (closing.signal.aborted || res.headersSent) {
        res.destroy()
        return
      }
      const message = error instanceof Error ? error.message : String(error)
      sendJson(res, 500, { message: `Emulator error: ${message}` })
    })
  })

  server.on('upgrade', (req, socket, head) => {
    if (!isLoopbackHost(req.headers.host)) {
      refuseUpgrade(socket, 403, 'The emulator answers requests for localhost only')
      return
    }
    relay.handleUpgrade(req, socket, head)
  })

  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${options.port} is already in use (emulator API).`, { cause: error })
          : error,
      ),
    )
    server.listen(options.port, options.hostname, () => {
      const address = server.address()
      resolve(typeof address === 'object' && address !== null ? address.port : options.port)
    })
  })

  let closed: Promise<void> | undefined
  return {
    url: `http://${options.hostname}:${port}`,
    port,
    faults,
    requests,
    mailbox,
    relay,
    relayUrl: `ws://${options.hostname}:${port}${RELAY_PATH}`,
    close: () => {
      closed ??= relay
        .close()
        .then(
          () =>
            new Promise<void>((resolve) => {
              closing.abort()
              server.close(() => resolve())
              server.closeAllConnections()
              agent.destroy()
            }),
        )
        .then(() => (ownsAnalytics ? analytics.close() : undefined))
      return closed
    },
  }
}

function isLoopbackHost(host: string | undefined): boolean {
  if (host === undefined) return true
  try {
    return LOOPBACK_HOST_NAMES.has(new URL(`http://${host}`).hostname)
  } catch {
    return false
  }
}
