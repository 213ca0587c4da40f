import { numberToHex } from 'viem'
import { unsupportedMethodError } from '../ProviderRpcError.js'
import { addChain } from './addChain.js'
import { getCallsStatus } from './getCallsStatus.js'
import { getCapabilities } from './getCapabilities.js'
import { getPermissions, requestPermissions, revokePermissions } from './permissions.js'
import { personalSign } from './personalSign.js'
import { readOnlyMethods } from './readOnlyMethods.js'
import { requestAccounts } from './requestAccounts.js'
import { sendCalls } from './sendCalls.js'
import { sendTransaction } from './sendTransaction.js'
import { signTypedData } from './signTypedData.js'
import { switchChain } from './switchChain.js'
import type { TestWalletContext } from './TestWalletContext.js'

/**
 * Answers one EIP-1193 request: wallet methods are handled here, read-only methods are
 * forwarded to the active chain's RPC URL, and anything else (wallet_showCallsStatus too) is
 * 4200.
 */
export async function routeRequest(
  context: TestWalletContext,
  method: string,
  params: unknown,
): Promise<unknown> {
  switch (method) {
    case 'eth_requestAccounts':
      return requestAccounts(context)
    case 'eth_accounts':
      return context.connectedAddresses()
    case 'eth_coinbase':
      return context.connectedAddresses()[0] ?? null
    case 'eth_chainId':
      return numberToHex(context.activeChain().chainId)
    case 'wallet_getPermissions':
      return getPermissions(context)
    case 'wallet_requestPermissions':
      return requestPermissions(context, params)
    case 'wallet_revokePermissions':
      return revokePermissions(context, params)
    case 'wallet_switchEthereumChain':
      return switchChain(context, params)
    case 'wallet_addEthereumChain':
      return addChain(context, params)
    case 'personal_sign':
      return personalSign(context, params)
    case 'eth_signTypedData_v4':
      return signTypedData(context, params)
    case 'eth_sendTransaction':
      return sendTransaction(context, params)
    case 'wallet_getCapabilities':
      return getCapabilities(context, params)
    case 'wallet_sendCalls':
      return sendCalls(context, params)
    case 'wallet_getCallsStatus':
      return getCallsStatus(context, params)
    default:
      if (readOnlyMethods.has(method)) {
        return context.rpc(context.activeChain().rpcUrl, method, params)
      }
      throw unsupportedMethodError(method)
  }
}
