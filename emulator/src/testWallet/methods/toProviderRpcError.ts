import { ProviderRpcError } from '../ProviderRpcError.js'

/**
 * Turns anything a viem call threw into a ProviderRpcError: a node error found anywhere in the
 * cause chain is passed on unchanged; otherwise the error's short message gets `fallbackCode`.
 */
export function toProviderRpcError(
  error: unknown,
  fallbackCode: number = ProviderRpcError.internal,
): ProviderRpcError {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    if (current instanceof ProviderRpcError) return current
    seen.add(current)
    current = (current as { cause?: unknown }).cause
  }
  const shortMessage = (error as { shortMessage?: unknown } | null)?.shortMessage
  const message =
    typeof shortMessage === 'string'
      ? shortMessage
      : error instanceof Error
        ? error.message
        : String(error)
  return new ProviderRpcError(fallbackCode, message)
}
