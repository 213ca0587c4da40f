import { type Address, erc20Abi, formatUnits } from 'viem'
import type { Route } from '../../api/Route.js'
import type { BlockchainApiContext } from '../BlockchainApiContext.js'
import { badRequest } from '../BlockchainApiError.js'
import type { TokenBalance } from '../BlockchainApiTypes.js'
import type { LocalChain } from '../createLocalChain.js'
import { parseAddress } from '../parseAddress.js'
import { ICON_ASSET_IDS, NATIVE_CURRENCY, PRICES_USD } from '../prices.js'
import { chainsFromQuery } from './chainsFromQuery.js'
import { iconUrlFor } from './iconUrlFor.js'
import { jsonRoute } from './jsonRoute.js'

/**
 * GET /v1/account/{address}/balance?currency=usd&chainId=eip155:31337: the native balance
 * (always listed) and every deployed test token with a non-zero balance, read from the local
 * node, priced from the committed table. Without chainId: every local chain.
 */
export function createBalanceRoute(context: BlockchainApiContext): Route {
  return jsonRoute('GET', '/v1/account/:address/balance', async (request) => {
    const owner = parseAddress(request.params.address)
    const currency = request.url.searchParams.get('currency') ?? 'usd'
    if (currency.toLowerCase() !== 'usd') {
      throw badRequest(`Unsupported currency: ${currency.slice(0, 20)} (only usd)`)
    }
    const chains = chainsFromQuery(request.url, context, { required: false })
    const iconUrl = iconUrlFor(request)
    const perChain = await Promise.all(
      chains.map((chain) => readChainBalances(chain, owner, context, iconUrl)),
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
  const [native, ...tokens] = await Promise.all([
    chain.client.getBalance({ address: owner }),
    ...context.tokens.map((token) =>
      chain.client
        .readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [owner],
        })
        .catch(() => 0n),
    ),
  ])
  const balances = [toBalance(chain, NATIVE_CURRENCY, undefined, native ?? 0n, iconUrl)]
  for (const [index, token] of context.tokens.entries()) {
    const amount = tokens[index] ?? 0n
    if (amount > 0n) balances.push(toBalance(chain, token, token.address, amount, iconUrl))
  }
  return balances
}

function toBalance(
  chain: LocalChain,
  token: { name: string; symbol: string; decimals: number },
  address: Address | undefined,
  amount: bigint,
  iconUrl: (assetId: string) => string,
): TokenBalance {
  const numeric = formatUnits(amount, token.decimals)
  const price = PRICES_USD[token.symbol] ?? 0
  return {
    name: token.name,
    symbol: token.symbol,
    chainId: chain.caip2,
    ...(address !== undefined && { address: `${chain.caip2}:${address}` }),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(token.decimals), numeric },
    iconUrl: iconUrl(ICON_ASSET_IDS[token.symbol] ?? token.symbol),
  }
}
