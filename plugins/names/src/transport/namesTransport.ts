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

/** Where the blockchain data API is, and the kit's client that calls it. */
export interface NamesApi {
  /** Adds projectId, st and sv, retries, times out and decodes. */
  api: HttpClient
  /** `kit.urls.blockchainApi`. */
  baseUrl: string
}

const url = ({ baseUrl }: NamesApi, ...segments: string[]) =>
  `${baseUrl.replace(/\/+$/, '')}/v1/${segments.map(encodeURIComponent).join('/')}`

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {})

/** GET profile/account/{name}. */
export function getNameRecord(
  names: NamesApi,
  name: string,
  signal?: AbortSignal,
): Promise<NameRecord> {
  return names.api.get(url(names, 'profile', 'account', name), {
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
  return names.api.get(url(names, 'profile', 'reverse', address), {
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
  const response = await names.api.get(url(names, 'profile', 'suggestions', label), {
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
  await names.api.post(url(names, 'profile', 'account'), {
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
  return names.api.get(url(names, 'identity', address), {
    schema: IdentitySchema,
    query: { chainId },
    ...withSignal(signal),
  })
}
