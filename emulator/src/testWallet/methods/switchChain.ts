import { invalidParamsError, unrecognizedChainError } from '../ProviderRpcError.js'
import { parseHexChainId } from './parseHexChainId.js'
import { setActiveChain } from './setActiveChain.js'
import type { TestWalletContext } from './TestWalletContext.js'

/**
 * wallet_switchEthereumChain [{ chainId }]: switches to a known chain without a prompt and
 * emits chainChanged; a chain the wallet does not know fails with 4902 until
 * wallet_addEthereumChain adds it.
 */
export async function switchChain(context: TestWalletContext, params: unknown): Promise<null> {
  const request = Array.isArray(params) ? params[0] : undefined
  if (typeof request !== 'object' || request === null) {
    throw invalidParamsError('wallet_switchEthereumChain expects [{ chainId }]')
  }
  const rawChainId = (request as { chainId?: unknown }).chainId
  const chainId = parseHexChainId(rawChainId)
  if (!context.knownChains().some((chain) => chain.chainId === chainId)) {
    throw unrecognizedChainError(rawChainId as string)
  }
  setActiveChain(context, chainId)
  return null
}
