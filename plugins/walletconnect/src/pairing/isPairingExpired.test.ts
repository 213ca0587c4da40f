import { describe, expect, it } from 'vitest'
import { isPairingExpired, msUntilPairingExpired, pairingExpiresAt } from './isPairingExpired.js'

describe("spec §4 'Pairing: lifetime 4 minutes; expired when 10 seconds or less remain'", () => {
  const offeredAt = 1_000_000
  const expiresAt = pairingExpiresAt(offeredAt)

  it('lifetime 4 minutes: the URI expires 240 s after it was offered', () => {
    expect(expiresAt - offeredAt).toBe(240_000)
  })

  it('is valid while more than 10 seconds remain', () => {
    expect(isPairingExpired(expiresAt, offeredAt)).toBe(false)
    expect(isPairingExpired(expiresAt, expiresAt - 10_001)).toBe(false)
  })

  it('expired when 10 seconds or less remain', () => {
    expect(isPairingExpired(expiresAt, expiresAt - 10_000)).toBe(true)
    expect(isPairingExpired(expiresAt, expiresAt - 1)).toBe(true)
    expect(isPairingExpired(expiresAt, expiresAt + 60_000)).toBe(true)
  })

  it('a pairing with no expiry yet counts as expired (a fresh one is made)', () => {
    expect(isPairingExpired(undefined, offeredAt)).toBe(true)
  })

  it('msUntilPairingExpired counts down to the 10 s margin, never below 0', () => {
    expect(msUntilPairingExpired(expiresAt, offeredAt)).toBe(230_000)
    expect(msUntilPairingExpired(expiresAt, expiresAt)).toBe(0)
  })
})
