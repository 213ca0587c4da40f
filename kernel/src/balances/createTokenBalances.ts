import { type AppKitError, toAppKitError } from '../errors/AppKitError.js'
import type { KernelHooks } from '../hooks/hooks.js'
import type { HttpClient } from '../pipelines/createHttpClient.js'
import { BALANCE_CACHE_MS, BALANCE_RETRY_BLOCK_MS } from '../pipelines/policies.js'
import type { ConnectionRegistry } from '../registry/createConnectionRegistry.js'
import type { RegistryState } from '../registry/registryState.js'
import { getActiveConnection, getConnector } from '../registry/selectors.js'
import type { TokenBalance } from '../registry/TokenBalance.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import { type BalanceOutage, createBalanceOutage } from './createBalanceOutage.js'
import { createSupportedChainsGate } from './createSupportedChainsGate.js'
import type { LoadTokenBalancesRequest } from './loadTokenBalances.js'
import { totalTokenValue } from './totalTokenValue.js'

/**
 * Spec §8 toast: 'Token Balance Unavailable' (balance fetch fails; retry blocked 30 s), shown once
 * per outage (see `BalanceOutage`).
 */
export const TOKEN_BALANCE_UNAVAILABLE = 'Token Balance Unavailable'

/**
 * How a refresh ended: `loaded` from the wallet or the API, `cached` (fetched less than 30 s
 * ago for this network and address), `unsupported` (nothing connected, or a family without
 * balances), `blocked` (a failure less than 30 s ago, or this fetch failed during a balance
 * outage already announced: nothing to show), `unavailable` (this fetch failed and starts an
 * outage: show TOKEN_BALANCE_UNAVAILABLE). `balances` is empty unless loaded or cached.
 */
export type TokenBalanceStatus = 'loaded' | 'cached' | 'unsupported' | 'blocked' | 'unavailable'

export interface TokenBalanceResult {
  status: TokenBalanceStatus
  balances: readonly TokenBalance[]
  /** USD total, 2 decimals ('0.00' when empty). */
  total: string
  /** Why the fetch failed, when `unavailable` (or `blocked` by a failure of this fetch). */
  error?: AppKitError
}

/** The kit's token balances of the active account (spec §3 Send state, §7 Balance lookup). */
export interface TokenBalances {
  /**
   * Fetches the active account's token balances into the registry (send state `tokenBalances`
   * and `networkBalanceInUSD`, the account's `tokenBalance`). Never rejects. `force` skips the
   * 30 s cache, not the 30 s retry block.
   */
  refresh(options?: { force?: boolean }): Promise<TokenBalanceResult>
  /** Forgets every cached list (done after a successful send: balances are cleared). */
  clear(): void
  /**
   * The kit's balance outage: token and native balance failures share it, so one outage shows
   * 'Token Balance Unavailable' once (the native balance's failure is announced through it too).
   */
  readonly outage: BalanceOutage
}

export interface TokenBalancesOptions {
  registry: Pick<ConnectionRegistry, 'store' | 'setSendState' | 'updateAccount'>
  /** The blockchain data API client (base URL `urls.blockchainApi`, with projectId, st, sv). */
  http: HttpClient
  /**
   * Whether the API serves a family's token balances: its adapter's `tokenBalances` (spec §6:
   * EVM and solana). Other families are `unsupported`.
   */
  servesFamily(namespace: ChainNamespace): boolean
  /** With hooks, a tracked SEND_SUCCESS clears the cache. */
  hooks?: Pick<KernelHooks, 'eventTracked'>
  now?: () => number
  /** The lookup itself; by default `loadTokenBalances`, imported on first use (effect inside). */
  load?: (request: LoadTokenBalancesRequest) => Promise<TokenBalance[]>
  /** Shared with the native balance (the kit passes its own); a new one by default. */
  outage?: BalanceOutage
}

interface Target {
  key: string
  request: Omit<LoadTokenBalancesRequest, 'http'>
  namespace: NonNullable<RegistryState['activeNamespace']>
}

function activeTarget(
  state: RegistryState,
  servesFamily: TokenBalancesOptions['servesFamily'],
): Target | undefined {
  const namespace = state.activeNamespace
  const caipNetwork = state.activeCaipNetwork
  const chain = namespace ? state.chains[namespace] : undefined
  const address = chain?.status === 'connected' ? chain.address : undefined
  if (!namespace || !caipNetwork || !address) return undefined
  if (!servesFamily(namespace)) return undefined
  const connectorId = getActiveConnection(state)?.connectorId
  const connector = connectorId ? getConnector(state, connectorId) : undefined
  return {
    key: `${caipNetwork.caipNetworkId}:${address}`,
    namespace,
    request: { address, caipNetwork, connector },
  }
}

function result(
  status: TokenBalanceStatus,
  balances: readonly TokenBalance[] = [],
): TokenBalanceResult {
  return { status, balances, total: totalTokenValue(balances) }
}

/**
 * One kit's token balance service: 'portfolio ... balance cache 30 s' per network and address,
 * 'balance retry block 30 s' after a failure (the send state's `lastRetry`), and the lookup
 * code (effect, schemas) loaded on the first refresh. No module state: one per kit.
 *
 * @example
 * const { status, balances, total } = await kit.balances.refresh()
 * if (status === 'unavailable') toast(TOKEN_BALANCE_UNAVAILABLE)
 */
export function createTokenBalances(options: TokenBalancesOptions): TokenBalances {
  const { registry, http, now = Date.now, outage = createBalanceOutage() } = options
  const load =
    options.load ??
    ((request: LoadTokenBalancesRequest) =>
      import('./loadTokenBalances.js').then((module) => module.loadTokenBalances(request)))
  const supportedChains = createSupportedChainsGate(http)
  const cache = new Map<string, { at: number; balances: readonly TokenBalance[] }>()
  const pending = new Map<string, Promise<TokenBalanceResult>>()
  let generation = 0

  function isStillActive(target: Target): boolean {
    return activeTarget(registry.store.getState(), options.servesFamily)?.key === target.key
  }

  function publish(target: Target, balances: readonly TokenBalance[]) {
    if (!isStillActive(target)) return
    registry.setSendState({
      tokenBalances: balances,
      networkBalanceInUSD: totalTokenValue(balances),
    })
    registry.updateAccount(target.namespace, { tokenBalance: balances })
  }

  async function fetchFor(target: Target): Promise<TokenBalanceResult> {
    const startedIn = generation
    try {
      const balances = await load({ ...target.request, http, servesChain: supportedChains.serves })
      if (startedIn === generation) cache.set(target.key, { at: now(), balances })
      outage.loaded('tokens')
      publish(target, balances)
      return result('loaded', balances)
    } catch (error) {
      // Spec §8: a failure 'returns empty list', so no old total or account list stays shown.
      if (isStillActive(target)) registry.setSendState({ lastRetry: now() })
      publish(target, [])
      const status = outage.failed('tokens') ? 'unavailable' : 'blocked'
      return { ...result(status), error: toAppKitError(error, 'API_ERROR') }
    }
  }

  const balances: TokenBalances = {
    async refresh(refreshOptions = {}) {
      const state = registry.store.getState()
      const target = activeTarget(state, options.servesFamily)
      if (!target) return result('unsupported')
      const cached = cache.get(target.key)
      if (!refreshOptions.force && cached && now() - cached.at < BALANCE_CACHE_MS) {
        publish(target, cached.balances)
        return result('cached', cached.balances)
      }
      const { lastRetry } = state.send
      if (lastRetry !== undefined && now() - lastRetry < BALANCE_RETRY_BLOCK_MS) {
        return result('blocked')
      }
      let running = pending.get(target.key)
      if (!running) {
        running = fetchFor(target).finally(() => pending.delete(target.key))
        pending.set(target.key, running)
      }
      return running
    },
    clear() {
      generation += 1
      cache.clear()
    },
    outage,
  }
  options.hooks?.eventTracked.tap('appkit:token-balances', ({ event }) => {
    if (event === 'SEND_SUCCESS') balances.clear()
  })
  return balances
}
