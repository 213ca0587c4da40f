/** Reads the secure site forwards to the chain for any embedder (spec §6 safe methods). */
export const FORWARDED_METHODS: ReadonlySet<string> = new Set([
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
])

/**
 * Methods the user approves in the frame, signed by the secure site's key (wallet_sendCalls
 * only from a smart account: one batch).
 */
export const SIGNED_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
])

/** EIP-5792's status query, answered by the secure site for the batches it relayed. */
export const CALLS_STATUS_METHOD = 'wallet_getCallsStatus'

/**
 * EIP-5792's capabilities query: asset discovery (EIP-7811) for the user's accounts, atomic
 * batches on the chains where the address is a smart account.
 */
export const CAPABILITIES_METHOD = 'wallet_getCapabilities'

/** EIP-7811's asset query: the active account's native and token balances, from the chain. */
export const ASSETS_METHOD = 'wallet_getAssets'
