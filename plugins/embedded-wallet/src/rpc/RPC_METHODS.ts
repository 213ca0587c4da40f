/** Spec §6: read methods the embedded wallet forwards without asking the user. */
export const SAFE_RPC_METHODS: ReadonlySet<string> = new Set([
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_sendRawTransaction',
  'net_version',
  'wallet_getCapabilities',
  'wallet_getAssets',
  'wallet_getCallsStatus',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_supportedEntryPoints',
])

/** Spec §6: methods that need the user's approval in the secure frame. */
export const NOT_SAFE_RPC_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
])

export type RpcMethodClass = 'safe' | 'approval' | 'refused'

/** Where a method goes: straight through, to ApproveTransaction, or refused. */
export function classifyRpcMethod(method: string): RpcMethodClass {
  if (SAFE_RPC_METHODS.has(method)) return 'safe'
  if (NOT_SAFE_RPC_METHODS.has(method)) return 'approval'
  return 'refused'
}
