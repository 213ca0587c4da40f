import { IDENTITY_CACHE_MS } from '../policies.js'
import type { Identity } from '../transport/NameRecord.js'

export interface IdentityCache {
  /** The address's identity: from the cache while fresh, else fetched (one fetch at a time). */
  get(address: string): Promise<Identity>
  /** Records a known identity (e.g. the name just registered). */
  set(address: string, identity: Identity): void
  /** The fresh cached identity, if any, without fetching. */
  peek(address: string): Identity | undefined
  clear(): void
}

interface Entry {
  at: number
  identity: Identity
}

/**
 * Spec §9 'ENS and identity cache 5 min': identities by address (case-insensitive), kept
 * `ttlMs`; a failed fetch is not cached. Time comes from `now` (Date.now by default).
 */
export function createIdentityCache(options: {
  fetch(address: string): Promise<Identity>
  ttlMs?: number
  now?: () => number
}): IdentityCache {
  const ttlMs = options.ttlMs ?? IDENTITY_CACHE_MS
  const now = options.now ?? (() => Date.now())
  const entries = new Map<string, Entry>()
  const inFlight = new Map<string, Promise<Identity>>()

  const keyOf = (address: string) => address.toLowerCase()
  const fresh = (key: string) => {
    const entry = entries.get(key)
    if (entry && now() - entry.at < ttlMs) return entry.identity
    entries.delete(key)
    return undefined
  }

  return {
    get(address) {
      const key = keyOf(address)
      const cached = fresh(key)
      if (cached) return Promise.resolve(cached)
      const pending = inFlight.get(key)
      if (pending) return pending
      const request = options.fetch(address).then(
        (identity) => {
          if (inFlight.get(key) === request) {
            inFlight.delete(key)
            entries.set(key, { at: now(), identity })
          }
          return identity
        },
        (error: unknown) => {
          if (inFlight.get(key) === request) inFlight.delete(key)
          throw error
        },
      )
      inFlight.set(key, request)
      return request
    },
    set(address, identity) {
      const key = keyOf(address)
      inFlight.delete(key)
      entries.set(key, { at: now(), identity })
    },
    peek: (address) => fresh(keyOf(address)),
    clear() {
      entries.clear()
      inFlight.clear()
    },
  }
}
