import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '../policies.js'

/** When a pairing URI offered at `offeredAt` stops being valid (spec §4: 'lifetime 4 minutes'). */
export function pairingExpiresAt(offeredAt: number): number {
  return offeredAt + PAIRING_LIFETIME_MS
}

/**
 * Spec §4 'Pairing: lifetime 4 minutes; expired when 10 seconds or less remain'. A pairing
 * without an expiry (none offered yet) counts as expired, so a fresh one is made.
 *
 * @example isPairingExpired(pairingExpiresAt(0), 3 * 60_000) // false
 */
export function isPairingExpired(expiresAt: number | undefined, now: number): boolean {
  return expiresAt === undefined || expiresAt - now <= PAIRING_EXPIRY_MARGIN_MS
}

/** Milliseconds until `isPairingExpired` turns true (0 when it already is). */
export function msUntilPairingExpired(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - PAIRING_EXPIRY_MARGIN_MS - now)
}
