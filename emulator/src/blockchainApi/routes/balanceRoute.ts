import type { Address } from 'viem'
import type { Route } from '../../api/Route.js'
import type { BlockchainApiContext } from '../BlockchainApiContext.js'
import { badRequest } from '../BlockchainApiError.js'
import type { TokenBalance } from '../BlockchainApiTypes.js'
import type { LocalChain } from '../createLocalChain.js'
import { parseBalanceOwner } from '../parseBalanceOwner.js'
import { NATIVE_CURRENCY } from '../prices.js'
import { readEvmHoldings } from '../readEvmHoldings.js'
import { chainsFromQuery } from './chainsFromQuery.js'
import { iconUrlFor } from './iconUrlFor.js'
import { jsonRoute } from './jsonRoute.js'
import { readSolanaBalances } from './readSolanaBalances.js'
import { solanaChainFromQuery } from './solanaChainFromQuery.js'
import { toTokenBalance } from './toTokenBalance.js'

/**
 * GET /v1/account/{address}/balance?currency=usd&chainId=eip155:31337: the native balance
 * (always listed) and every deployed test token with a non-zero balance, read from the local
 * node, priced from the committed table. Without chainId: every local chain of the address's
 * family. A Solana address (spec §6 'balances EVM and solana') reads SOL and the SPL test token
 * from the emulator's Solana chain; a chain of the other family lists nothing.
 */
export function createBalanceRoute(context: BlockchainApiContext): Route {
  return jsonRoute('GET', '/v1/account/:address/balance', async (request) => {
    const owner = parseBalanceOwner(request.params.address)
    const currency = request.url.searchParams.get('currency') ?? 'usd'
    if (currency.toLowerCase() !== 'usd') {
      throw badRequest(`Unsupported currency: ${currency.slice(0, 20)} (only usd)`)
    }
    const iconUrl = iconUrlFor(request)
    if (owner.namespace === 'solana') {
      const chain = solanaChainFromQuery(request.url, context)
      return { balances: chain ? await readSolanaBalances(chain, owner.address, iconUrl) : [] }
    }
    const chains = chainsFromQuery(request.url, context, { required: false })
    const perChain = await Promise.all(
      chains.map((chain) => readChainBalances(chain, owner.address, context, iconUrl)),
    )
    return { balances: perChain.flat() }
  })
}

async function readChainBalances(
  chain: LocalChain,
  owner: Address,
  context: BlockchainApiContext,
  iconUrl: (assetId: string) => string,
): Promise<TokenBalance[]> {
  const held = await readEvmHoldings(chain.client, owner, context.tokens)
  return [
    toTokenBalance(chain.caip2, NATIVE_CURRENCY, undefined, held.native, iconUrl),
    ...held.tokens.map(({ token, amount }) =>
      toTokenBalance(chain.caip2, token, token.address, amount, iconUrl),
    ),
  ]
}
