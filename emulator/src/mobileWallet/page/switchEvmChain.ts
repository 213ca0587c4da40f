import { parseHexChainId } from '../../testWallet/methods/parseHexChainId.js'
import { invalidParamsError } from '../../testWallet/ProviderRpcError.js'
import type { WalletRequestContext } from './WalletRequestContext.js'

/** wallet_switchEthereumChain [{ chainId }]: moves the session to that chain; answers null. */
export async function switchEvmChain(
  context: WalletRequestContext,
  params: unknown,
): Promise<null> {
  const request = Array.isArray(params) ? params[0] : undefined
  if (typeof request !== 'object' || request === null) {
    throw invalidParamsError('wallet_switchEthereumChain expects [{ chainId }]')
  }
  await context.switchChain(parseHexChainId((request as { chainId?: unknown }).chainId))
  return null
}
