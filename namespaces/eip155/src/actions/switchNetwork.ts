import type { CaipNetwork } from '@appkit/kernel'
import type { Eip1193Provider } from '../provider/Eip1193Provider.js'
import { isUnrecognizedChainError } from '../provider/isUnrecognizedChainError.js'
import { providerRequest } from '../provider/providerRequest.js'
import { toHexChainId } from '../provider/toHexChainId.js'
import { toProviderError } from '../provider/toProviderError.js'
import { addEthereumChainParameter } from './addEthereumChainParameter.js'

/**
 * Moves the wallet to `network` with `wallet_switchEthereumChain`. A wallet that does not know
 * the chain (spec §8 '4902 unrecognized chain', also under `data.originalError.code`) is asked
 * to add it with `wallet_addEthereumChain`, then to switch if adding did not. Any other failure
 * is rethrown as the kernel's typed error (4001 -> UserRejectedRequestError).
 *
 * @example await switchNetwork(provider, base)
 */
export async function switchNetwork(
  provider: Eip1193Provider,
  network: CaipNetwork,
): Promise<void> {
  const chainId = toHexChainId(network.id)
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
    return
  } catch (error) {
    if (!isUnrecognizedChainError(error)) throw toProviderError(error)
  }
  await providerRequest(provider, 'wallet_addEthereumChain', [addEthereumChainParameter(network)])
  const current = await providerRequest(provider, 'eth_chainId')
  if (typeof current === 'string' && current.toLowerCase() === chainId) return
  await providerRequest(provider, 'wallet_switchEthereumChain', [{ chainId }])
}
