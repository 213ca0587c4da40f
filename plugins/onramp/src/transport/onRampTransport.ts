// Loaded on first use (`import('./transport/onRampTransport.js')`): it brings effect's Schema.
import type { HttpClient } from '@appkit/kernel'
import type { OnRampOptions, QuoteAmount } from '../OnRampTypes.js'
import { OnRampOptionsSchema, OnRampQuoteSchema, OnRampUrlSchema } from './onRampSchemas.js'

/** Where the blockchain data API is, and the kit's client that calls it. */
export interface OnRampApi {
  /** Adds projectId, st and sv, retries, times out and decodes. */
  api: HttpClient
  /** `ctx.urls.blockchainApi`. */
  baseUrl: string
}

export interface QuoteRequest {
  purchaseCurrency: string
  paymentCurrency: string
  amount: number
  /** CAIP-2 id of the network the tokens are bought on. */
  network: string
}

export interface OnRampUrlRequest {
  provider: string
  /** CAIP-10 account that receives the tokens. */
  address: string
  purchaseCurrency: string
  paymentCurrency: string
  paymentAmount: number
}

const url = ({ baseUrl }: OnRampApi, path: string) => `${baseUrl.replace(/\/+$/, '')}/v1/${path}`

/** GET onramp/options. */
export function getOnRampOptions(onRamp: OnRampApi, signal?: AbortSignal): Promise<OnRampOptions> {
  return onRamp.api.get(url(onRamp, 'onramp/options'), {
    schema: OnRampOptionsSchema,
    ...(signal ? { signal } : {}),
  })
}

/** POST onramp/quote. */
export async function postOnRampQuote(
  onRamp: OnRampApi,
  request: QuoteRequest,
  signal?: AbortSignal,
): Promise<{ purchaseAmount: QuoteAmount; paymentAmount?: QuoteAmount }> {
  return onRamp.api.post(url(onRamp, 'onramp/quote'), {
    schema: OnRampQuoteSchema,
    body: request,
    ...(signal ? { signal } : {}),
  })
}

/** POST generators/onrampurl: the provider's checkout address. */
export async function postOnRampUrl(onRamp: OnRampApi, request: OnRampUrlRequest): Promise<string> {
  const response = await onRamp.api.post(url(onRamp, 'generators/onrampurl'), {
    schema: OnRampUrlSchema,
    body: request,
  })
  return response.url
}
