import { AppKitError } from '@appkit/kernel'
import { validationError } from '@appkit/kernel/validators'
import type { Client } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { toProviderError } from '../provider/toProviderError.js'
import { TRANSACTION_HASH } from './TRANSACTION_HASH.js'

/**
 * Resolves once the transaction is included; fails when it reverted, so a caller does not
 * report a failed transfer as sent.
 */
export async function waitForTransaction(client: Client, hash: string): Promise<void> {
  if (typeof hash !== 'string' || !TRANSACTION_HASH.test(hash)) {
    throw validationError(`Invalid transaction hash: ${String(hash)}`)
  }
  let status: 'success' | 'reverted'
  try {
    ;({ status } = await waitForTransactionReceipt(client, { hash: hash as `0x${string}` }))
  } catch (error) {
    throw toProviderError(error, 'RPC_ERROR')
  }
  if (status === 'reverted') {
    throw new AppKitError('Transaction reverted', { category: 'RPC_ERROR', details: hash })
  }
}
