import type { TransactionStatus } from '@appkit/kernel'
import type { Connection } from '@solana/web3.js'

/**
 * A sent transaction's status from `getSignatureStatuses`: pending while the cluster has not
 * seen it or only processed it, confirmed once confirmed or finalized, failed when it landed
 * with an error. A failure of the RPC itself rejects (the caller checks again later).
 */
export async function getSignatureStatus(
  connection: Connection,
  signature: string,
): Promise<TransactionStatus> {
  const { value } = await connection.getSignatureStatuses([signature], {
    searchTransactionHistory: true,
  })
  const status = value[0]
  if (!status) return 'pending'
  if (status.err) return 'failed'
  return status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized'
    ? 'confirmed'
    : 'pending'
}
