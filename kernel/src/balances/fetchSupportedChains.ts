import type { HttpClient } from '../pipelines/createHttpClient.js'
import { SupportedChainsResponse } from './SupportedChainsResponse.js'

/**
 * The CAIP-2 ids the blockchain data API serves balances for (`GET /v1/supported-chains`,
 * schema-decoded). Rejects on an HTTP failure or a wrong shape. Carries effect Schema code:
 * imported on first use.
 */
export async function fetchSupportedChains(http: HttpClient): Promise<ReadonlySet<string>> {
  const response = await http.get('/v1/supported-chains', { schema: SupportedChainsResponse })
  return new Set(response.http)
}
