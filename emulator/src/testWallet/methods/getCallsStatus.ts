import { type Hash, type Hex, numberToHex } from 'viem'
import { invalidParamsError, ProviderRpcError, unknownBundleIdError } from '../ProviderRpcError.js'
import { CALLS_VERSION } from './parseSendCallsParams.js'
import type { TestWalletContext } from './TestWalletContext.js'

/** One receipt of wallet_getCallsStatus: the EIP-5792 subset of eth_getTransactionReceipt. */
export interface CallsStatusReceipt {
  logs: unknown[]
  status: Hex
  blockHash: Hash
  blockNumber: Hex
  gasUsed: Hex
  transactionHash: Hash
}

/** What wallet_getCallsStatus answers (EIP-5792 2.0.0). */
export interface CallsStatus {
  version: typeof CALLS_VERSION
  id: string
  chainId: Hex
  /** 100 pending, 200 confirmed, 500 every call failed, 600 some failed. */
  status: 100 | 200 | 500 | 600
  /** Always false: the calls are separate transactions. */
  atomic: false
  /** The mined transactions' receipts, in the order they were sent (and mined). */
  receipts?: CallsStatusReceipt[]
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function toReceipt(raw: Record<string, unknown>): CallsStatusReceipt {
  return {
    logs: Array.isArray(raw.logs) ? raw.logs : [],
    status: raw.status as Hex,
    blockHash: raw.blockHash as Hash,
    blockNumber: raw.blockNumber as Hex,
    gasUsed: raw.gasUsed as Hex,
    transactionHash: raw.transactionHash as Hash,
  }
}

/**
 * wallet_getCallsStatus [id] (EIP-5792 2.0.0): -32602 for a missing id, 5730 for one this
 * wallet never returned (or has forgotten: it keeps the newest CALL_BUNDLE_LIMIT). Asks the
 * bundle's chain for each transaction's receipt: 100 while any is missing; then 200 when every
 * call succeeded, 500 when none did (all reverted, or sending stopped after reverted ones),
 * 600 when some did. `atomic` is false; `receipts` lists the mined transactions.
 */
export async function getCallsStatus(
  context: TestWalletContext,
  params: unknown,
): Promise<CallsStatus> {
  const id = Array.isArray(params) ? params[0] : undefined
  if (typeof id !== 'string' || id === '') {
    throw invalidParamsError(
      'wallet_getCallsStatus expects [id] with the id wallet_sendCalls returned',
    )
  }
  const key = id.toLowerCase()
  const bundle = context.state.get().callBundles.find((known) => known.id.toLowerCase() === key)
  if (!bundle) throw unknownBundleIdError(id)
  const chain =
    context.knownChains().find((known) => known.chainId === bundle.chainId) ??
    context.configuredChain(bundle.chainId)
  if (!chain) {
    throw new ProviderRpcError(
      ProviderRpcError.internal,
      `The bundle's chain ${bundle.chainId} is no longer known to the wallet`,
    )
  }
  const answers = await Promise.all(
    bundle.transactionHashes.map((hash) =>
      context.rpc(chain.rpcUrl, 'eth_getTransactionReceipt', [hash]),
    ),
  )
  const receipts = answers.filter(isRecord).map(toReceipt)
  const succeeded = receipts.filter((receipt) => receipt.status === '0x1').length
  const status =
    receipts.length < bundle.transactionHashes.length
      ? 100
      : succeeded === bundle.callCount
        ? 200
        : succeeded === 0
          ? 500
          : 600
  return {
    version: CALLS_VERSION,
    id: bundle.id,
    chainId: numberToHex(bundle.chainId),
    status,
    atomic: false,
    ...(receipts.length > 0 ? { receipts } : {}),
  }
}
