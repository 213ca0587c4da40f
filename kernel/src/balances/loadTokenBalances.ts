import type { HttpClient } from '../pipelines/createHttpClient.js'
import type { TokenBalance } from '../registry/TokenBalance.js'
import type { CaipNetwork } from '../types/CaipNetwork.js'
import type { Connector } from '../types/Connector.js'
import { dropZeroDecimalTokens } from './dropZeroDecimalTokens.js'
import { fetchServerBalances } from './fetchServerBalances.js'
import { fetchWalletAssets } from './fetchWalletAssets.js'
import { fillMissingPrices } from './fillMissingPrices.js'

export interface LoadTokenBalancesRequest {
  http: HttpClient
  address: string
  caipNetwork: CaipNetwork
  /** The connector of the account's connection: the auth connector may list its own assets. */
  connector?: Connector | undefined
  /**
   * Whether the API serves the chain (GET supported-chains): when it says no, no balance call
   * goes out and the list is empty. Every chain is asked about when absent.
   */
  servesChain?: (caipNetworkId: CaipNetwork['caipNetworkId']) => Promise<boolean>
}

/**
 * Spec §7 Balance lookup: for the auth connector on EVM, the wallet's own assets (capabilities,
 * then assets filtered by hex chain id); if unsupported or invalid, the server balance call.
 * The server call is made only for a chain the API lists as supported (spec §7 GET
 * supported-chains). Zero-decimal tokens are dropped either way (spec §5). Rejects when the
 * server call fails. Tokens the answer leaves unpriced are priced with POST fungible/price.
 * This module carries the effect Schema code: the kit imports it on first use.
 */
export async function loadTokenBalances(
  request: LoadTokenBalancesRequest,
): Promise<TokenBalance[]> {
  const { http, address, caipNetwork, connector, servesChain } = request
  if (caipNetwork.chainNamespace === 'eip155' && connector?.type === 'AUTH') {
    const assets = await fetchWalletAssets(connector.provider, address, caipNetwork)
    if (assets) return dropZeroDecimalTokens(assets)
  }
  if (servesChain && !(await servesChain(caipNetwork.caipNetworkId))) return []
  const balances = await fetchServerBalances(http, address, caipNetwork)
  return dropZeroDecimalTokens(await fillMissingPrices(http, balances))
}
