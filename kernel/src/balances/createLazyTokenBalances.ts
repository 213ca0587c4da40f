import { toAppKitError } from '../errors/AppKitError.js'
import { loadOnce } from '../lazy/loadOnce.js'
import { createBalanceOutage } from './createBalanceOutage.js'
import type {
  TokenBalanceResult,
  TokenBalances,
  TokenBalancesOptions,
} from './createTokenBalances.js'

/**
 * The kit's token balances with their code loaded on the first refresh: nothing reads a
 * balance before a wallet is connected, so the cache, the retry block and the lookup stay out
 * of the page's first load. The outage is made at once, since the native balance shares it.
 * A refresh whose code cannot be fetched (a flaky network) answers `blocked` with the error,
 * as the service never rejects; the next refresh tries the download again.
 */
export function createLazyTokenBalances(options: TokenBalancesOptions): TokenBalances {
  const outage = options.outage ?? createBalanceOutage()
  let service: TokenBalances | undefined
  const load = loadOnce(async () => {
    const { createTokenBalances } = await import('./createTokenBalances.js')
    service = createTokenBalances({ ...options, outage, hooks: undefined })
    return service
  })
  options.hooks?.eventTracked.tap('appkit:token-balances', ({ event }) => {
    if (event === 'SEND_SUCCESS') service?.clear()
  })
  return {
    async refresh(refreshOptions): Promise<TokenBalanceResult> {
      let loaded: TokenBalances
      try {
        loaded = await load()
      } catch (error) {
        return { status: 'blocked', balances: [], total: '0.00', error: toAppKitError(error) }
      }
      return loaded.refresh(refreshOptions)
    },
    clear: () => service?.clear(),
    outage,
  }
}
