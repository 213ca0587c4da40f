import type { SiwxSession } from '../message/SiwxMessageData.js'

/** A kept sign-in: whose browser holds it, for which account, until when. */
export interface StoredSiwxSession {
  /** The signing browser's token (the HttpOnly cookie): only it may read or end the session. */
  owner: string
  /** CAIP-2, as in the message (`eip155:1`). */
  chainId: string
  accountAddress: string
  /** Epoch ms from the message's Expiration Time; null when the message sets none. */
  expiresAt: number | null
  /** The verified session, as read from the signed message. */
  session: SiwxSession
}

/**
 * Where the sign-in handlers keep nonces and sessions. One small interface so an app can run
 * on one machine (memory, PGlite) or many (PostgreSQL, Redis): every instance behind the load
 * balancer must see the same nonces and sessions, and each method is atomic on its own.
 * A store that cannot be reached rejects; the handlers answer 503.
 */
export interface SiwxServerStore {
  /** Records a fresh nonce that can be spent once until `expiresAt` (epoch ms). */
  addNonce(nonce: string, expiresAt: number): Promise<void>
  /**
   * Whether `nonce` was issued and is unexpired and unspent at `now`, without spending it: the
   * handlers ask before any costly signature check, so a made-up nonce costs no cryptography and
   * no RPC call. Spending stays `spendNonceAndAddSession`'s, which checks again.
   */
  hasNonce(nonce: string, now: number): Promise<boolean>
  /**
   * Spends `nonce` and keeps `session` in one step: true exactly once for an issued, unexpired,
   * unspent nonce; false otherwise, and then nothing is written.
   */
  spendNonceAndAddSession(nonce: string, now: number, session: StoredSiwxSession): Promise<boolean>
  /** The owner's sessions for the account on that network, unexpired at `now`. */
  getSessions(
    owner: string,
    chainId: string,
    accountAddress: string,
    now: number,
  ): Promise<StoredSiwxSession[]>
  /**
   * Gives every session of `fromOwner` to `toOwner` (a browser's new token at its next sign-in,
   * so rotating the token keeps its other accounts signed in); resolves with how many moved.
   */
  moveSessions(fromOwner: string, toOwner: string): Promise<number>
  /** Ends the owner's sessions for the account on that network (sign-out). */
  deleteSessions(owner: string, chainId: string, accountAddress: string): Promise<void>
  /** Removes nonces and sessions expired at `now`. */
  removeExpired(now: number): Promise<void>
  /** Releases connections; the store is not used afterwards. */
  close(): Promise<void>
}
