import { unsupportedMethodError } from '../../testWallet/ProviderRpcError.js'
import { evmChainId } from './evmChainId.js'
import { sendEvmTransaction } from './sendEvmTransaction.js'
import { signEvmMessage } from './signEvmMessage.js'
import { signSolanaMessage } from './signSolanaMessage.js'
import { signSolanaTransaction } from './signSolanaTransaction.js'
import { signTypedDataV4 } from './signTypedDataV4.js'
import { switchEvmChain } from './switchEvmChain.js'
import type { WalletRequest, WalletRequestContext } from './WalletRequestContext.js'

/**
 * Carries out a request the user approved and gives its JSON-RPC result. Throws a
 * ProviderRpcError (code and message) for bad params, a foreign account (4100), a method the
 * wallet lacks (4200) or a node error.
 */
export async function performRequest(
  context: WalletRequestContext,
  { method, params, chainId }: WalletRequest,
): Promise<unknown> {
  switch (method) {
    case 'personal_sign':
    case 'eth_sign':
      return signEvmMessage(context, method, params)
    case 'eth_signTypedData_v4':
      return signTypedDataV4(context, params)
    case 'eth_sendTransaction':
      return sendEvmTransaction(context, evmChainId(chainId), params)
    case 'wallet_switchEthereumChain':
      return switchEvmChain(context, params)
    case 'solana_signMessage':
      return signSolanaMessage(context, params)
    case 'solana_signTransaction':
      return signSolanaTransaction(context, params)
    default:
      throw unsupportedMethodError(method)
  }
}
