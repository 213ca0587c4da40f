import { UnrecognizedChainError } from '@appkit/kernel'
import { findErrorCode } from './findErrorCode.js'

function nestedOriginalCode(error: unknown): unknown {
  const data = (error as { data?: unknown } | null)?.data
  const original = (data as { originalError?: unknown } | null | undefined)?.originalError
  return (original as { code?: unknown } | null | undefined)?.code
}

/**
 * Spec §8 '4902 unrecognized chain': the wallet does not know the chain. Some wallets put the
 * code under `data.originalError.code` instead of `code`.
 */
export function isUnrecognizedChainError(error: unknown): boolean {
  const coded = findErrorCode(error)
  if (coded?.code === UnrecognizedChainError.code) return true
  try {
    return nestedOriginalCode(coded ?? error) === UnrecognizedChainError.code
  } catch {
    return false
  }
}
