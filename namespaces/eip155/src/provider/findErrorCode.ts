/** An error object with a numeric `code`, as EIP-1193 providers and JSON-RPC nodes throw. */
export interface CodedError {
  code: number
  message: string
  data?: unknown
}

const MAX_DEPTH = 8

function asCodedError(value: unknown): CodedError | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { code, message, data } = value as { code?: unknown; message?: unknown; data?: unknown }
  if (typeof code !== 'number' || !Number.isInteger(code)) return undefined
  return { code, message: typeof message === 'string' ? message : '', data }
}

/**
 * The first error with a numeric `code` along the `cause` chain (viem wraps a wallet's error
 * in its own: TransactionExecutionError -> UserRejectedRequestError -> the wallet's object).
 */
export function findErrorCode(error: unknown): CodedError | undefined {
  let current: unknown = error
  const seen = new Set<unknown>()
  try {
    for (let depth = 0; depth < MAX_DEPTH && current && !seen.has(current); depth++) {
      seen.add(current)
      const coded = asCodedError(current)
      if (coded) return coded
      current = (current as { cause?: unknown }).cause
    }
  } catch {
    // A hostile error (a throwing getter, a revoked proxy) has no code we can read.
  }
  return undefined
}
