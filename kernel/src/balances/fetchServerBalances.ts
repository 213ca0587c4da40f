import type { HttpClient } from '../pipelines/createHttpClient.js'
import type { TokenBalance } from '../registry/TokenBalance.js'
import type { CaipNetwork } from '../types/CaipNetwork.js'
import { BalanceResponse } from './BalanceResponse.js'

/**
 * `GET /v1/account/{address}/balance?currency=usd&chainId=<CAIP-2>` on the blockchain data API
 * (the client adds projectId, st and sv), decoded strictly: a wrong shape rejects.
 */
export async function fetchServerBalances(
  http: HttpClient,
  address: string,
  network: Pick<CaipNetwork, 'caipNetworkId'>,
): Promise<TokenBalance[]> {
  const response = await http.get(`/v1/account/${encodeURIComponent(address)}/balance`, {
    schema: BalanceResponse,
    query: { currency: 'usd', chainId: network.caipNetworkId },
  })
  return response.balances.map((balance) => {
    const { address: tokenAddress, value, ...rest } = balance
    return {
      ...rest,
      quantity: { ...balance.quantity },
      ...(tokenAddress === undefined ? {} : { address: tokenAddress }),
      ...(value === undefined ? {} : { value }),
    }
  })
}
