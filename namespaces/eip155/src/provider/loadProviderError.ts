import { AppKitError, type ErrorCategory } from '@appkit/kernel'

/**
 * `toProviderError`, loaded on the first failure: the typed error classes of every RPC and
 * provider code (2 KiB gzip) are only needed once a wallet or node says no, so a page that
 * only shows the Connect button never downloads them. If that chunk cannot be fetched, the
 * failure is still reported, as an untyped AppKitError around the original.
 */
export async function loadProviderError(
  error: unknown,
  category: ErrorCategory = 'PROVIDER_ERROR',
): Promise<AppKitError> {
  try {
    const { toProviderError } = await import('./toProviderError.js')
    return toProviderError(error, category)
  } catch {
    return new AppKitError('Something went wrong', { category, cause: error })
  }
}
