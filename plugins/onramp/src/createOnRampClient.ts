import { type HttpClient, loadOnce } from '@appkit/kernel'
import type { OnRampOptions, QuoteAmount } from './OnRampTypes.js'
import type { OnRampUrlRequest, QuoteRequest } from './transport/onRampTransport.js'

type Transport = typeof import('./transport/onRampTransport.js')

export type { OnRampUrlRequest, QuoteRequest }

/** The on-ramp endpoints of the blockchain data API (spec §7). */
export interface OnRampClient {
  getOptions(signal?: AbortSignal): Promise<OnRampOptions>
  getQuote(
    request: QuoteRequest,
    signal?: AbortSignal,
  ): Promise<{ purchaseAmount: QuoteAmount; paymentAmount?: QuoteAmount }>
  generateUrl(request: OnRampUrlRequest): Promise<string>
}

/**
 * A client of GET onramp/options, POST onramp/quote and POST generators/onrampurl through the
 * kit's HTTP client (projectId, st, sv, retries, strict decoding). The transport (effect's
 * Schema) is loaded on the first call.
 */
export function createOnRampClient(options: { api: HttpClient; baseUrl: string }): OnRampClient {
  const load: () => Promise<Transport> = loadOnce(() => import('./transport/onRampTransport.js'))
  const onRamp = { api: options.api, baseUrl: options.baseUrl }
  return {
    getOptions: async (signal) => (await load()).getOnRampOptions(onRamp, signal),
    getQuote: async (request, signal) => (await load()).postOnRampQuote(onRamp, request, signal),
    generateUrl: async (request) => (await load()).postOnRampUrl(onRamp, request),
  }
}
