import { AppKitError } from '@appkit/kernel'
import type { PairingStore } from '../pairing/createPairingStore.js'
import { isPairingExpired, msUntilPairingExpired } from '../pairing/isPairingExpired.js'
import { toWalletConnectError } from './toWalletConnectError.js'

export interface PairingTimers {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** One pairing URI's life: from `connect()` to approval, rejection, expiry or cancel. */
export interface PairingRound {
  /** 'session' once approved; 'refresh' when the URI expired (auto) or `refresh()` was called. */
  readonly result: Promise<'session' | 'refresh'>
  /** Asks the library for the pairing (call once, after keeping the round where 'display_uri' finds it). */
  start(): void
  /** The library produced the URI (its 'display_uri' event). */
  offered(uri: string): void
  refresh(): void
  cancel(error: unknown): void
  readonly settled: boolean
  /** The URI this round offered, once it has one. */
  readonly uri: string | undefined
}

export interface PairingRoundOptions {
  /** Asks the library for a pairing; resolves once the wallet approved. */
  connect: () => Promise<unknown>
  /** Takes the approved session; false when there is none to take. */
  adopt: () => boolean
  pairing: PairingStore
  /** Settle with 'refresh' as soon as the URI expires. */
  autoRefresh: boolean
  /** How long to wait for the URI before failing (relay unreachable). */
  uriTimeoutMs: number
  now: () => number
  timers: PairingTimers
}

/**
 * One pairing: the URI goes to the pairing store with its 4-minute expiry, and a timer
 * marks it expired when 10 seconds or less remain (spec §4). A round settles once; whatever the
 * library does with an abandoned round afterwards (a late approval, a late rejection) is ignored.
 */
export function createPairingRound(options: PairingRoundOptions): PairingRound {
  const { pairing, timers, now } = options
  let settled = false
  let offeredUri: string | undefined
  let uriTimer: unknown
  let expiryTimer: unknown
  let settle!: (outcome: { value: 'session' | 'refresh' } | { error: unknown }) => void

  const result = new Promise<'session' | 'refresh'>((resolve, reject) => {
    settle = (outcome) => {
      if (settled) return
      settled = true
      if (uriTimer !== undefined) timers.clearTimeout(uriTimer)
      if (expiryTimer !== undefined) timers.clearTimeout(expiryTimer)
      if ('value' in outcome) resolve(outcome.value)
      else reject(outcome.error)
    }
  })

  function watchExpiry() {
    expiryTimer = undefined
    const { expiresAt } = pairing.getState()
    if (settled || expiresAt === undefined) return
    if (!isPairingExpired(expiresAt, now())) {
      expiryTimer = timers.setTimeout(watchExpiry, msUntilPairingExpired(expiresAt, now()))
      return
    }
    pairing.expire()
    if (options.autoRefresh) settle({ value: 'refresh' })
  }

  const round: PairingRound = {
    result,
    start() {
      uriTimer = timers.setTimeout(() => {
        settle({
          error: new AppKitError('Failed to connect', {
            category: 'PROVIDER_ERROR',
            details: `No pairing URI from the WalletConnect relay within ${options.uriTimeoutMs} ms`,
          }),
        })
      }, options.uriTimeoutMs)

      options.connect().then(
        () => {
          if (settled) return
          if (options.adopt()) settle({ value: 'session' })
          else
            settle({ error: new AppKitError('Failed to connect', { category: 'PROVIDER_ERROR' }) })
        },
        (error: unknown) => settle({ error: toWalletConnectError(error) }),
      )
    },
    offered(uri) {
      if (settled) return
      if (uriTimer !== undefined) timers.clearTimeout(uriTimer)
      uriTimer = undefined
      offeredUri = uri
      pairing.offer(uri, now())
      if (expiryTimer !== undefined) timers.clearTimeout(expiryTimer)
      watchExpiry()
    },
    refresh: () => settle({ value: 'refresh' }),
    cancel: (error) => settle({ error }),
    get settled() {
      return settled
    },
    get uri() {
      return offeredUri
    },
  }

  return round
}
