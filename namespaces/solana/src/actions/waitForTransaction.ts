import { AppKitError } from '@appkit/kernel'
import type { Connection } from '@solana/web3.js'

/** How often and how long a signature's status is polled. */
export const SIGNATURE_POLL = Object.freeze({ intervalMs: 500, timeoutMs: 60_000 })

/**
 * Resolves once the transaction is confirmed (polling getSignatureStatuses, no WebSocket);
 * fails when it failed on chain or was not seen in time.
 */
export async function waitForTransaction(
  connection: Connection,
  signature: string,
  poll: { intervalMs: number; timeoutMs: number } = SIGNATURE_POLL,
): Promise<void> {
  const deadline = Date.now() + poll.timeoutMs
  for (;;) {
    const { value } = await connection.getSignatureStatuses([signature])
    const status = value[0]
    if (status?.err) {
      throw new AppKitError('Transaction failed', {
        category: 'PROVIDER_ERROR',
        details: JSON.stringify(status.err),
      })
    }
    if (status && status.confirmationStatus !== 'processed') return
    if (Date.now() >= deadline) {
      throw new AppKitError('Transaction not confirmed', {
        category: 'PROVIDER_ERROR',
        details: `${signature} was not confirmed within ${poll.timeoutMs} ms`,
      })
    }
    await new Promise((resolve) => setTimeout(resolve, poll.intervalMs))
  }
}
