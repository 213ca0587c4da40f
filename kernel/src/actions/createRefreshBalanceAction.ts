import { truncateDecimals } from '../format/truncateDecimals.js'
import { BALANCE_CACHE_MS } from '../pipelines/policies.js'
import type { ActionContext } from './ActionContext.js'

/**
 * Reads the active account's native balance into the registry, truncated to 3 decimals;
 * cached 30 s per network and address (spec §9), so reopening the modal does not refetch. A read
 * that succeeds ends the native part of a balance outage; a failure rejects, and whoever shows
 * 'Token Balance Unavailable' asks `balanceOutage.failed('native')` first (once per outage).
 */
export function createRefreshBalanceAction(ctx: ActionContext, now: () => number = Date.now) {
  const fetchedAt = new Map<string, number>()
  return async function refreshBalance(options: { force?: boolean } = {}): Promise<void> {
    const state = ctx.registry.store.getState()
    const namespace = state.activeNamespace
    const network = state.activeCaipNetwork
    const address = namespace ? state.chains[namespace]?.address : undefined
    const adapter = namespace ? ctx.adapters.get(namespace) : undefined
    if (!namespace || !network || !address || !adapter) return
    const key = `${network.caipNetworkId}:${address}`
    const last = fetchedAt.get(key)
    if (!options.force && last !== undefined && now() - last < BALANCE_CACHE_MS) return
    fetchedAt.set(key, now())
    try {
      const balance = await adapter.getBalance(address, network)
      ctx.balanceOutage.loaded('native')
      // The user may have switched network or account meanwhile: a late answer is not theirs.
      const now = ctx.registry.store.getState()
      const stillActive =
        now.activeCaipNetwork?.caipNetworkId === network.caipNetworkId &&
        now.activeNamespace === namespace &&
        now.chains[namespace]?.address === address
      if (!stillActive) return
      ctx.registry.updateAccount(namespace, {
        balance: truncateDecimals(balance.formatted, 3),
        balanceSymbol: balance.symbol,
      })
    } catch (error) {
      fetchedAt.delete(key)
      throw error
    }
  }
}
