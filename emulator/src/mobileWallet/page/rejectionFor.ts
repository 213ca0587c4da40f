import { getSdkError } from '@walletconnect/utils'
import { ProviderRpcError } from '../../testWallet/ProviderRpcError.js'

/** A JSON-RPC error object, as the wallet answers a request it does not carry out. */
export interface RejectionError {
  code: number
  message: string
}

/**
 * The error a request gets when the user rejects it: an EVM (EIP-1193) method gets 4001 'User
 * rejected the request.' as dapps and viem expect; any other method gets WalletConnect's own
 * getSdkError('USER_REJECTED') (5000 'User rejected.').
 */
export function rejectionFor(method: string): RejectionError {
  if (method.startsWith('eth_') || method.startsWith('personal_') || method.startsWith('wallet_')) {
    return { code: ProviderRpcError.userRejected, message: 'User rejected the request.' }
  }
  const { code, message } = getSdkError('USER_REJECTED')
  return { code, message }
}
