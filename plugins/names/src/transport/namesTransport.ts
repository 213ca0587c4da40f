// Loaded on first use (`import('./transport/namesTransport.js')`): it brings effect's Schema.
import type { HttpClient } from '@appkit/kernel'
import type { Identity, NameRecord, NameRegistrationRequest, NameSuggestion } from './NameRecord.js'
import {
  IdentitySchema,
  NameRecordSchema,
  NameRecordsSchema,
  RegistrationResponseSchema,
  SuggestionsSchema,
} from './nameSchemas.js'

/** The kit's blockchain data API client (`ctx.blockchainApi`) the names calls go through. */
export interface NamesApi {
  /** Adds projectId, st and sv, retries, times out and decodes; paths are relative to it. */
  api: HttpClient
}

/** `/v1/<segments>`, each segment encoded, relative to the blockchain data API. */
const path = (...segments: string[]) => `/v1/${segments.map(encodeURIComponent).join('/')}`

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {})

/** GET profile/account/{name}. */
export function getNameRecord(
  names: NamesApi,
  name: string,
  signal?: AbortSignal,
): Promise<NameRecord> {
  return names.api.get(path('profile', 'account', name), {
    schema: NameRecordSchema,
    ...withSignal(signal),
  })
}

/** GET profile/reverse/{address}. */
export function getReverseRecords(
  names: NamesApi,
  address: string,
  signal?: AbortSignal,
): Promise<readonly NameRecord[]> {
  return names.api.get(path('profile', 'reverse', address), {
    schema: NameRecordsSchema,
    ...withSignal(signal),
  })
}

/** GET profile/suggestions/{label}. */
export async function getSuggestions(
  names: NamesApi,
  label: string,
  signal?: AbortSignal,
): Promise<readonly NameSuggestion[]> {
  const response = await names.api.get(path('profile', 'suggestions', label), {
    schema: SuggestionsSchema,
    ...withSignal(signal),
  })
  return response.suggestions
}

/** POST profile/account with { coinType, address, signature, message }. */
export async function postNameRegistration(
  names: NamesApi,
  request: NameRegistrationRequest,
): Promise<void> {
  await names.api.post(path('profile', 'account'), {
    schema: RegistrationResponseSchema,
    body: request,
  })
}

/** GET identity/{address}?chainId=… */
export function getIdentity(
  names: NamesApi,
  address: string,
  chainId: string,
  signal?: AbortSignal,
): Promise<Identity> {
  return names.api.get(path('identity', address), {
    schema: IdentitySchema,
    query: { chainId },
    ...withSignal(signal),
  })
}
