import type { CallsStatus } from '@appkit/kernel'
import { AppKitError } from '@appkit/kernel'
import type { Eip1193Provider } from '../provider/Eip1193Provider.js'
import { providerRequest } from '../provider/providerRequest.js'
import { TRANSACTION_HASH } from './TRANSACTION_HASH.js'

/**
 * EIP-5792 `wallet_getCallsStatus`, decoded (the wallet's answer is untrusted): status 100 is
 * pending, 200 confirmed, and the failure codes (400 off chain, 500 reverted, 600 partly
 * reverted) failed. The receipts' hashes come along when the wallet gives them.
 */
export async function getCallsStatus(provider: Eip1193Provider, id: string): Promise<CallsStatus> {
  const answer = await providerRequest(provider, 'wallet_getCallsStatus', [id])
  const status = (answer as { status?: unknown } | null)?.status
  if (typeof status !== 'number' || !Number.isInteger(status)) {
    throw new AppKitError('The wallet answered wallet_getCallsStatus without a status', {
      category: 'PROVIDER_ERROR',
      details: `id ${id.slice(0, 100)}`,
    })
  }
  const receipts = (answer as { receipts?: unknown }).receipts
  const hashes = Array.isArray(receipts)
    ? receipts
        .map((receipt) => (receipt as { transactionHash?: unknown } | null)?.transactionHash)
        .filter((hash): hash is string => typeof hash === 'string' && TRANSACTION_HASH.test(hash))
    : []
  if (status >= 100 && status < 200) return { status: 'pending', hashes }
  if (status >= 200 && status < 300) return { status: 'confirmed', hashes }
  if (status >= 400 && status < 700) return { status: 'failed', hashes }
  throw new AppKitError(
    `The wallet answered wallet_getCallsStatus with an unknown status ${status}`,
    {
      category: 'PROVIDER_ERROR',
    },
  )
}
