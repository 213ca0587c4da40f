import { createStore, type Store } from '@appkit/kernel'
import { pairingExpiresAt } from './isPairingExpired.js'

/**
 * - idle: nothing asked yet (or the attempt ended);
 * - pairing: a connection is being made; `uri` is set once the library produced one;
 * - expired: the URI outlived its lifetime (a fresh one is on its way, or one click away);
 * - rejected: the wallet declined the session;
 * - error: anything else failed (relay unreachable, library failed to load).
 */
export type PairingStatus = 'idle' | 'pairing' | 'expired' | 'rejected' | 'error'

export interface PairingState {
  status: PairingStatus
  /** The `wc:` pairing URI the QR code and the deep links carry. */
  uri?: string
  /** When the URI expires (ms since epoch): offered time + 4 minutes. */
  expiresAt?: number
  /** What went wrong, for the 'error' status, when known (else 'Something went wrong' shows). */
  error?: string
}

export interface PairingStore extends Pick<Store<PairingState>, 'getState' | 'subscribe'> {
  /** A connection attempt starts: no URI yet (the view shows a spinner). */
  begin(): void
  /** The library produced a URI at `now`. */
  offer(uri: string, now: number): void
  /** The URI expired: it is dropped so no stale QR code stays on screen. */
  expire(): void
  /** The wallet declined the session. */
  reject(): void
  /** Anything else failed; `message` says what, when known. */
  fail(message?: string): void
  /** Back to idle (connected, cancelled). */
  reset(): void
}

const IDLE: PairingState = Object.freeze({ status: 'idle' })

/** One kit's pairing state (no module state: each plugin setup makes its own). */
export function createPairingStore(): PairingStore {
  const store = createStore<PairingState>(IDLE)
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    begin: () => store.setState(() => ({ status: 'pairing' })),
    offer: (uri, now) =>
      store.setState(() => ({ status: 'pairing', uri, expiresAt: pairingExpiresAt(now) })),
    expire: () => store.setState(() => ({ status: 'expired' })),
    reject: () => store.setState(() => ({ status: 'rejected' })),
    fail: (message) =>
      store.setState(() =>
        message === undefined ? { status: 'error' } : { status: 'error', error: message },
      ),
    reset: () => store.setState(() => IDLE),
  }
}
