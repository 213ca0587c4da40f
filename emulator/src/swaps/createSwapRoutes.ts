import { type Address, encodeFunctionData, erc20Abi, getAddress, type Hex } from 'viem'
import type { Route, RouteContext } from '../api/Route.js'
import { badRequest } from '../blockchainApi/BlockchainApiError.js'
import type { KnownToken } from '../blockchainApi/KnownToken.js'
import { iconUrlFor } from '../blockchainApi/routes/iconUrlFor.js'
import { jsonRoute } from '../blockchainApi/routes/jsonRoute.js'
import { readJsonBody } from '../blockchainApi/routes/readJsonBody.js'
import { testPoolArtifact } from '../chains/testPoolArtifact.js'
import type { PoolClient } from './createPoolClient.js'
import {
  minimumAmountOut,
  parseBaseUnits,
  parseSlippagePercent,
  parseSwapAccount,
  parseSwapNetwork,
} from './parseSwapParameters.js'
import {
  NATIVE_TOKEN_ADDRESS,
  NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE,
  NETWORK_NOT_SUPPORTED_FOR_SWAPS,
} from './SWAP_DEFAULTS.js'

export interface SwapRoutesOptions {
  /** The swap network (spec §6) the local chain answers for, e.g. 10. */
  chainId: number
  pool: Address
  /** The pool's ERC-20 (the other side is the native currency). */
  token: KnownToken
  client: PoolClient
}

/** Gas price tiers from the chain's eth_gasPrice: fast and instant bid 20 % and 50 % more. */
function gasPriceTiers(gasPrice: bigint) {
  return {
    standard: gasPrice.toString(),
    fast: ((gasPrice * 12n) / 10n).toString(),
    instant: ((gasPrice * 15n) / 10n).toString(),
  }
}

/**
 * The swap endpoints of the blockchain data API (spec §7) over the real TestPool on a local
 * chain standing in for one swap network: GET /v1/convert/tokens, quotes, allowance, gas-price
 * and build-approve, POST /v1/convert/build-transaction. Quotes come from the pool's reserves
 * (getAmountOut), allowances from the token, gas from the node; the transactions built call
 * the pool and the token. Any other network gets 'Network not supported for Swaps' (or 'for Gas
 * Price'); a pair other than native/token is refused.
 */
export function createSwapRoutes(options: SwapRoutesOptions): Route[] {
  const { chainId, pool, token, client } = options
  const native = getAddress(NATIVE_TOKEN_ADDRESS)
  const account = (value: unknown, name: string) =>
    parseSwapAccount(value, name, chainId, NETWORK_NOT_SUPPORTED_FOR_SWAPS)

  /** Which way a from/to pair trades: native in, or token in. */
  function direction(from: Address, to: Address): { nativeIn: boolean } {
    if (from === native && to === token.address) return { nativeIn: true }
    if (from === token.address && to === native) return { nativeIn: false }
    throw badRequest(`No swap route from ${from} to ${to} on eip155:${chainId}`)
  }

  const caip10 = (address: Address) => `eip155:${chainId}:${address}`

  function swapCalldata(nativeIn: boolean, amount: bigint, minOut: bigint, user: Address): Hex {
    return nativeIn
      ? encodeFunctionData({
          abi: testPoolArtifact.abi,
          functionName: 'swapExactETHForTokens',
          args: [minOut, user],
        })
      : encodeFunctionData({
          abi: testPoolArtifact.abi,
          functionName: 'swapExactTokensForETH',
          args: [amount, minOut, user],
        })
  }

  const query = ({ url }: RouteContext, name: string) => url.searchParams.get(name) ?? undefined

  return [
    jsonRoute('GET', '/v1/convert/tokens', async (context) => {
      parseSwapNetwork(query(context, 'chainId'), chainId, NETWORK_NOT_SUPPORTED_FOR_SWAPS)
      const icon = iconUrlFor(context)
      return {
        tokens: [
          {
            name: 'Ether',
            symbol: 'ETH',
            address: caip10(native),
            decimals: 18,
            logoUri: icon('eip155'),
          },
          {
            name: token.name,
            symbol: token.symbol,
            address: caip10(token.address),
            decimals: token.decimals,
            logoUri: icon(token.symbol),
          },
        ],
      }
    }),
    jsonRoute('GET', '/v1/convert/quotes', async (context) => {
      const from = account(query(context, 'from'), 'from')
      const to = account(query(context, 'to'), 'to')
      const amount = parseBaseUnits(query(context, 'amount'))
      if (query(context, 'userAddress') !== undefined)
        account(query(context, 'userAddress'), 'userAddress')
      const { nativeIn } = direction(from, to)
      const toAmount = await client.amountOut(nativeIn, amount)
      return {
        quotes: [
          {
            id: 'local-test-pool',
            fromAmount: amount.toString(),
            fromAccount: caip10(from),
            toAmount: toAmount.toString(),
            toAccount: caip10(to),
          },
        ],
      }
    }),
    jsonRoute('GET', '/v1/convert/allowance', async (context) => {
      const tokenAddress = account(query(context, 'tokenAddress'), 'tokenAddress')
      const user = account(query(context, 'userAddress'), 'userAddress')
      if (tokenAddress !== token.address) {
        throw badRequest(`Only ${caip10(token.address)} needs an allowance here`)
      }
      return { allowance: (await client.allowance(user)).toString() }
    }),
    jsonRoute('GET', '/v1/convert/gas-price', async (context) => {
      parseSwapNetwork(query(context, 'chainId'), chainId, NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE)
      return gasPriceTiers(await client.gasPrice())
    }),
    jsonRoute('GET', '/v1/convert/build-approve', async (context) => {
      const user = account(query(context, 'userAddress'), 'userAddress')
      const from = account(query(context, 'from'), 'from')
      const to = account(query(context, 'to'), 'to')
      const amount = parseBaseUnits(query(context, 'amount'))
      if (direction(from, to).nativeIn) throw badRequest('The native currency needs no approval')
      return {
        tx: {
          from: caip10(user),
          to: caip10(token.address),
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'approve',
            args: [pool, amount],
          }),
          value: '0',
          eip155: { gasPrice: (await client.gasPrice()).toString() },
        },
      }
    }),
    jsonRoute('POST', '/v1/convert/build-transaction', async ({ req }) => {
      const body = await readJsonBody(req)
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw badRequest('Body must be a JSON object')
      }
      const fields = body as Record<string, unknown>
      const user = account(fields.userAddress, 'userAddress')
      const from = account(fields.from, 'from')
      const to = account(fields.to, 'to')
      const amount = parseBaseUnits(fields.amount)
      const eip155 = fields.eip155
      const slippage = parseSlippagePercent(
        typeof eip155 === 'object' && eip155 !== null
          ? (eip155 as Record<string, unknown>).slippage
          : undefined,
      )
      const { nativeIn } = direction(from, to)
      const minOut = minimumAmountOut(await client.amountOut(nativeIn, amount), slippage)
      const data = swapCalldata(nativeIn, amount, minOut, user)
      const value = nativeIn ? amount : 0n
      const [estimate, gasPrice] = await Promise.all([
        client.estimateGas({ from: user, to: pool, data, value }),
        client.gasPrice(),
      ])
      if ('error' in estimate) throw badRequest(`The swap would fail: ${estimate.error}`)
      return {
        tx: {
          from: caip10(user),
          to: caip10(pool),
          data,
          value: value.toString(),
          eip155: { gas: estimate.gas.toString(), gasPrice: gasPrice.toString() },
        },
      }
    }),
  ]
}
