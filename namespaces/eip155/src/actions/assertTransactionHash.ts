import { describeValue, validationError } from '@appkit/kernel/validators'

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/

/** The wallet's answer to eth_sendTransaction, checked to be a transaction hash. */
export function assertTransactionHash(hash: unknown): `0x${string}` {
  if (typeof hash !== 'string' || !TRANSACTION_HASH.test(hash)) {
    throw validationError(`The wallet returned an invalid transaction hash: ${describeValue(hash)}`)
  }
  return hash as `0x${string}`
}
