import type { Route } from '../api/Route.js'
import { createSessionIndex, type SessionIndex } from '../secureSite/sessions/createSessionIndex.js'
import type { BlockchainApiContext } from './BlockchainApiContext.js'
import { createLocalChain } from './createLocalChain.js'
import { createLocalSolanaChain } from './createLocalSolanaChain.js'
import { createNamesStore } from './createNamesStore.js'
import type { KnownToken } from './KnownToken.js'
import type { LocalSolanaChain } from './LocalSolanaChain.js'
import { createBalanceRoute } from './routes/balanceRoute.js'
import { createFungiblePriceRoute } from './routes/fungiblePriceRoute.js'
import { createHistoryRoute } from './routes/historyRoute.js'
import { createIdentityRoute } from './routes/identityRoute.js'
import { createProfileRoutes } from './routes/profileRoutes.js'
import { createSessionsRoutes } from './routes/sessionsRoutes.js'
import { createSupportedChainsRoute } from './routes/supportedChainsRoute.js'
import { SPAM_CONTRACTS } from './spamContracts.js'

/** The fault service name of these routes: faults on BLOCKCHAIN_API_FAULT_PATH hit them all. */
export const BLOCKCHAIN_API_SERVICE = 'blockchainApi'

/** Every blockchain API route lives under /v1/; a fault with this path fails them all. */
export const BLOCKCHAIN_API_FAULT_PATH = '/v1/*'

export interface BlockchainApiOptions {
  /** The local chains' nodes, the first one verifying coin type 60 registrations (31337). */
  chains: readonly { chainId: number; rpcUrl: string }[]
  /** The Solana chain's RPC (litesvm), its CAIP-2 id and SPL test token: balances serve it too. */
  solana?: { caip2: string; rpcUrl: string; token: LocalSolanaChain['token'] }
  /** Tokens deployed on every local chain: listed in balances when held, priced by symbol. */
  tokens: readonly KnownToken[]
  /** Contracts whose NFTs are flagged spam. Default SPAM_CONTRACTS. */
  spamContracts?: readonly string[]
  /** Clock of the registration timestamp window, ms. Default Date.now. */
  now?: () => number
  /** Folder of the names registry's database; default in memory. */
  namesDataDir?: string
  /** The smart sessions the secure site granted (GET/POST /v1/sessions); default none. */
  sessions?: SessionIndex
}

export interface BlockchainApi {
  /** Routes to serve on the API server (all under /v1/, each checking projectId, st, sv). */
  routes: Route[]
  /** Closes the names registry; safe to call more than once. */
  close: () => Promise<void>
}

/**
 * The blockchain data API for the local chains: balances, history (indexed from the nodes'
 * blocks on each request), identity, the names registry (PGlite) and prices, under /v1/.
 *
 * @example
 * const blockchainApi = createBlockchainApi({ chains: [{ chainId: 31337, rpcUrl }], tokens: [token] })
 * await createApiServer({ ...options, blockchainApi })
 */
export function createBlockchainApi(options: BlockchainApiOptions): BlockchainApi {
  const names = createNamesStore(
    options.namesDataDir === undefined ? {} : { dataDir: options.namesDataDir },
  )
  const context: BlockchainApiContext = {
    chains: new Map(
      options.chains.map(({ chainId, rpcUrl }) => [chainId, createLocalChain(chainId, rpcUrl)]),
    ),
    ...(options.solana === undefined ? {} : { solana: createLocalSolanaChain(options.solana) }),
    tokens: options.tokens,
    spamContracts: new Set(
      (options.spamContracts ?? SPAM_CONTRACTS).map((address) => address.toLowerCase()),
    ),
    names,
    now: options.now ?? Date.now,
  }
  return {
    routes: [
      createBalanceRoute(context),
      createHistoryRoute(context),
      createIdentityRoute(context),
      ...createProfileRoutes(context),
      createFungiblePriceRoute(context),
      createSupportedChainsRoute(context),
      ...createSessionsRoutes(context, options.sessions ?? createSessionIndex()),
    ],
    close: names.close,
  }
}
