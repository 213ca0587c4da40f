import { type HttpClient, loadOnce } from '@appkit/kernel'
import type { SwapGasPrice, SwapQuote, SwapToken, SwapTransaction } from './SwapTypes.js'
import type { SwapRequest } from './transport/swapsTransport.js'

type Transport = typeof import('./transport/swapsTransport.js')

export type { SwapRequest }

/** The swap endpoints of the blockchain data API (spec §7). */
export interface SwapsClient {
  getTokens(chainId: string, signal?: AbortSignal): Promise<SwapToken[]>
  getQuote(request: SwapRequest, signal?: AbortSignal): Promise<SwapQuote>
  getAllowance(request: { tokenAddress: string; userAddress: string }): Promise<bigint>
  getGasPrice(chainId: string): Promise<SwapGasPrice>
  buildApprove(request: SwapRequest): Promise<SwapTransaction>
  buildTransaction(request: SwapRequest & { slippagePercent: number }): Promise<SwapTransaction>
}

/**
 * A client of GET convert/tokens, quotes, allowance, gas-price, build-approve and POST
 * convert/build-transaction through the kit's blockchain API client (projectId, st, sv,
 * retries, strict decoding). The transport (effect's Schema) is loaded on the first call.
 */
export function createSwapsClient(api: HttpClient): SwapsClient {
  const load: () => Promise<Transport> = loadOnce(() => import('./transport/swapsTransport.js'))
  return {
    getTokens: async (chainId, signal) => (await load()).getSwapTokens(api, chainId, signal),
    getQuote: async (request, signal) => (await load()).getSwapQuote(api, request, signal),
    getAllowance: async (request) => (await load()).getSwapAllowance(api, request),
    getGasPrice: async (chainId) => (await load()).getSwapGasPrice(api, chainId),
    buildApprove: async (request) => (await load()).buildSwapApprove(api, request),
    buildTransaction: async (request) => (await load()).buildSwapTransaction(api, request),
  }
}
