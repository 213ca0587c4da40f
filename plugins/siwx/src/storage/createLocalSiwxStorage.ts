import type { CaipNetworkId } from '@appkit/kernel'
import { arrayOf } from '@appkit/kernel/guards'
import { type AppKitStorage, defineStorageKey } from '@appkit/kernel/storage'
import { isSiwxSession } from '../message/isSiwxSession.js'
import type { SiwxSession } from '../message/SiwxMessageData.js'
import { checkSessionClaims } from '../verify/checkSessionClaims.js'
import type { SiwxVerifier } from '../verify/SiwxVerifier.js'
import { siwxRefusal } from '../verify/siwxRefusal.js'
import { verifySiwxSession } from '../verify/verifySiwxSession.js'
import { createNonceRegistry } from './createNonceRegistry.js'
import { isSameAccount } from './isSameAccount.js'
import type { SiwxStorage } from './SiwxStorage.js'

/** The sessions kept in the kit's storage (`{prefix}:v1:siwxSessions`). */
export const SIWX_SESSIONS_KEY = defineStorageKey('siwxSessions', arrayOf(isSiwxSession))

export interface LocalSiwxStorageOptions {
  /**
   * The kit's storage (`context.storage` in a plugin, `kit.storage` in the app): local storage
   * in the browser, memory elsewhere.
   */
  storage: AppKitStorage
  verifiers: readonly SiwxVerifier[]
  /** The site's domain, e.g. `location.host`. */
  domain: string
  now?: () => number
}

/**
 * Sessions kept in the browser. `add` spends the nonce (issued here by `getNonce`, once), then
 * verifies the session fully (claims and signature) before keeping it; one session per account
 * and network is kept. `get` drops expired sessions. Stored sessions are not re-verified on
 * read: whoever can write this storage can run code on the page anyway.
 */
export function createLocalSiwxStorage(options: LocalSiwxStorageOptions): SiwxStorage {
  const { storage, verifiers, domain, now = Date.now } = options
  const nonces = createNonceRegistry({ now })
  const read = (): readonly SiwxSession[] => storage.get(SIWX_SESSIONS_KEY) ?? []
  const write = (sessions: readonly SiwxSession[]) => {
    if (sessions.length === 0) storage.remove(SIWX_SESSIONS_KEY)
    else storage.set(SIWX_SESSIONS_KEY, sessions)
  }

  return {
    async getNonce() {
      return nonces.issue()
    },
    async add(session) {
      if (!nonces.consume(session.data.nonce)) {
        throw siwxRefusal('nonce', 'The nonce was not issued here or was already used')
      }
      await verifySiwxSession(session, { verifiers, domain, now: now() })
      const { chainId, accountAddress } = session.data
      write([...read().filter((kept) => !isSameAccount(kept, chainId, accountAddress)), session])
    },
    async get(chainId: CaipNetworkId, address: string) {
      const sessions = read()
      const valid = sessions.filter(
        (session) => checkSessionClaims(session, { domain, now: now() }) === undefined,
      )
      if (valid.length !== sessions.length) write(valid)
      return valid.filter((session) => isSameAccount(session, chainId, address))
    },
    async delete(chainId: CaipNetworkId, address: string) {
      const sessions = read()
      const kept = sessions.filter((session) => !isSameAccount(session, chainId, address))
      if (kept.length !== sessions.length) write(kept)
    },
  }
}
