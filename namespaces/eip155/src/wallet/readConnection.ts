import { type AdapterConnectResult, AppKitError, type CaipNetwork } from '@appkit/kernel'
import { decodeAccounts } from '../provider/decodeAccounts.js'
import { decodeChainId } from '../provider/decodeChainId.js'
import type { Eip1193Provider } from '../provider/Eip1193Provider.js'
import { networkForChainId } from '../provider/networkForChainId.js'
import { providerRequest } from '../provider/providerRequest.js'

function invalidAnswer(method: string, value: unknown): AppKitError {
  return new AppKitError('Failed to connect', {
    category: 'PROVIDER_ERROR',
    details: `The wallet answered ${method} with ${JSON.stringify(value) ?? String(value)}`,
  })
}

/**
 * Asks the wallet for its accounts (`eth_requestAccounts` prompts, `eth_accounts` does not),
 * then for its chain. Undefined when it exposes no account. A chain the app did not configure
 * still connects, on the 'Unknown Network' the registry marks unsupported.
 */
export async function readConnection(
  provider: Eip1193Provider,
  method: 'eth_requestAccounts' | 'eth_accounts',
  networks: readonly CaipNetwork[],
): Promise<AdapterConnectResult | undefined> {
  const answer = await providerRequest(provider, method)
  const accounts = decodeAccounts(answer)
  if (!accounts) throw invalidAnswer(method, answer)
  if (accounts.length === 0) return undefined
  const rawChainId = await providerRequest(provider, 'eth_chainId')
  const chainId = decodeChainId(rawChainId)
  if (chainId === undefined) throw invalidAnswer('eth_chainId', rawChainId)
  return {
    accounts: accounts.map((address) => ({ address, type: 'eoa' as const })),
    caipNetwork: networkForChainId(networks, chainId),
  }
}
