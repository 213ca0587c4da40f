import type { ChainNamespace } from '@appkit/kernel'
import { webUrlOf } from './isWebUrl.js'

export interface BuildMeldUrlParameters {
  /** The provider's checkout address (from POST generators/onrampurl). */
  url: string
  publicKey: string
  namespace: ChainNamespace
  walletAddress: string
  /** The project id, so the provider can tell whose customer this is. */
  externalCustomerId: string
}

/**
 * Spec §7: 'A meld provider URL is extended with publicKey, destinationCurrencyCode (SOL on
 * Solana, else USDC), walletAddress and externalCustomerId'. Parameters already on the URL
 * are kept unless one of these replaces them. Throws unless the URL is http or https.
 */
export function buildMeldUrl(parameters: BuildMeldUrlParameters): string {
  const url = new URL(webUrlOf(parameters.url))
  url.searchParams.set('publicKey', parameters.publicKey)
  url.searchParams.set(
    'destinationCurrencyCode',
    parameters.namespace === 'solana' ? 'SOL' : 'USDC',
  )
  url.searchParams.set('walletAddress', parameters.walletAddress)
  url.searchParams.set('externalCustomerId', parameters.externalCustomerId)
  return url.href
}
