import type { Eip1193Provider } from './Eip1193Provider.js'
import { loadProviderError } from './loadProviderError.js'

/** One EIP-1193 request; a failure is rethrown as the kernel's typed error. */
export async function providerRequest(
  provider: Eip1193Provider,
  method: string,
  params?: readonly unknown[],
): Promise<unknown> {
  try {
    return await provider.request(params === undefined ? { method } : { method, params })
  } catch (error) {
    throw await loadProviderError(error)
  }
}
