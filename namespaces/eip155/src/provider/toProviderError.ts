import { AppKitError, type ErrorCategory, toAppKitError, toRpcError } from '@appkit/kernel'
import { findErrorCode } from './findErrorCode.js'

/**
 * Maps what a wallet or node threw to the kernel's typed errors: an EIP-1193 or JSON-RPC code
 * anywhere on the cause chain becomes its class (4001 -> UserRejectedRequestError); anything
 * else is wrapped as an AppKitError of `category`.
 */
export function toProviderError(
  error: unknown,
  category: ErrorCategory = 'PROVIDER_ERROR',
): AppKitError {
  try {
    if (error instanceof AppKitError) return error
    const coded = findErrorCode(error)
    if (coded) return toRpcError(coded)
    return toAppKitError(error, category)
  } catch {
    // `instanceof` and reading `message` throw on a hostile value (a revoked proxy, a getter).
    return new AppKitError('Something went wrong', { category, cause: error })
  }
}
