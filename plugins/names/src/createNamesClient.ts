import { AppKitError, type HttpClient, HttpRequestError, loadOnce } from '@appkit/kernel'
import { NAMES_ERRORS } from './NAMES_ERRORS.js'
import type {
  Identity,
  NameRecord,
  NameRegistrationRequest,
  NameSuggestion,
} from './transport/NameRecord.js'

type Transport = typeof import('./transport/namesTransport.js')

/** The names endpoints of the blockchain data API, with the spec's error messages. */
export interface NamesClient {
  /** The record of a full name, or undefined when it is not registered (HTTP 404). */
  resolveName(name: string, signal?: AbortSignal): Promise<NameRecord | undefined>
  /** The names whose address is this one (reverse lookup); empty when none. */
  lookupAddress(address: string, signal?: AbortSignal): Promise<readonly NameRecord[]>
  /** Names like the label, each saying whether it is taken. */
  getSuggestions(label: string, signal?: AbortSignal): Promise<readonly NameSuggestion[]>
  /** Stores a signed registration; rejects with the server's answer (HttpRequestError). */
  postRegistration(request: NameRegistrationRequest): Promise<void>
  /** The address's name and avatar on a chain (CAIP-2), uncached. */
  getIdentity(address: string, chainId: string, signal?: AbortSignal): Promise<Identity>
}

function failure(message: string, cause: unknown): AppKitError {
  return new AppKitError(message, { category: 'API_ERROR', cause })
}

/**
 * A client of GET profile/account/{name}, GET profile/reverse/{address}, GET
 * profile/suggestions/{name}, POST profile/account and GET identity/{address} (spec §7), through
 * `ctx.blockchainApi` (projectId, st, sv, retries, strict decoding). Failures carry the spec
 * §8 messages: 'Error resolving name', 'Error fetching name suggestions', 'Error fetching names
 * for address'. The transport (effect's Schema) is loaded on the first call.
 */
export function createNamesClient(options: { api: HttpClient }): NamesClient {
  const load: () => Promise<Transport> = loadOnce(() => import('./transport/namesTransport.js'))
  const names = { api: options.api }

  return {
    async resolveName(name, signal) {
      const loaded = await load()
      try {
        return await loaded.getNameRecord(names, name, signal)
      } catch (error) {
        if (error instanceof HttpRequestError && error.status === 404) return undefined
        throw failure(NAMES_ERRORS.RESOLVE_NAME_FAILED, error)
      }
    },
    async lookupAddress(address, signal) {
      const loaded = await load()
      try {
        return await loaded.getReverseRecords(names, address, signal)
      } catch (error) {
        throw failure(NAMES_ERRORS.NAMES_FOR_ADDRESS_FAILED, error)
      }
    },
    async getSuggestions(label, signal) {
      const loaded = await load()
      try {
        return await loaded.getSuggestions(names, label, signal)
      } catch (error) {
        throw failure(NAMES_ERRORS.SUGGESTIONS_FAILED, error)
      }
    },
    async postRegistration(request) {
      await (await load()).postNameRegistration(names, request)
    },
    async getIdentity(address, chainId, signal) {
      return (await load()).getIdentity(names, address, chainId, signal)
    },
  }
}
