import type { HttpClient } from '../pipelines/createHttpClient.js'
import type { CaipNetworkId } from '../types/CaipNetwork.js'

export interface SupportedChainsGate {
  /**
   * Whether the blockchain data API serves this chain (spec §7 GET supported-chains), so no
   * balance call goes out for a chain it excludes. Never rejects: when the list cannot be read
   * the chain is assumed supported (the balance call then says what is wrong).
   */
  serves(caipNetworkId: CaipNetworkId): Promise<boolean>
}

/**
 * One kit's answer to GET supported-chains, fetched once on first use and kept; a failed
 * fetch is not kept, so a later question asks again.
 *
 * @example
 * const gate = createSupportedChainsGate(http)
 * if (await gate.serves('eip155:1')) await fetchServerBalances(http, address, mainnet)
 */
export function createSupportedChainsGate(
  http: HttpClient,
  fetchChains: (http: HttpClient) => Promise<ReadonlySet<string>> = (client) =>
    import('./fetchSupportedChains.js').then((module) => module.fetchSupportedChains(client)),
): SupportedChainsGate {
  let chains: Promise<ReadonlySet<string>> | undefined
  return {
    async serves(caipNetworkId) {
      chains ??= fetchChains(http)
      const asked = chains
      try {
        return (await asked).has(caipNetworkId)
      } catch {
        if (chains === asked) chains = undefined
        return true
      }
    },
  }
}
