import type { TransactionStatus } from '@appkit/kernel'
import type { Client } from 'viem'
import { getTransactionReceipt } from 'viem/actions'
import { loadProviderError } from '../provider/loadProviderError.js'

/**
 * A transaction's status from its receipt: pending while the node has none, failed when it
 * reverted. Any other failure of the node rejects (the caller checks again later).
 */
export async function getTransactionStatus(
  client: Client,
  hash: string,
): Promise<TransactionStatus> {
  try {
    const receipt = await getTransactionReceipt(client, { hash: hash as `0x${string}` })
    return receipt.status === 'success' ? 'confirmed' : 'failed'
  } catch (error) {
    if ((error as { name?: unknown } | null)?.name === 'TransactionReceiptNotFoundError') {
      return 'pending'
    }
    throw await loadProviderError(error, 'RPC_ERROR')
  }
}
