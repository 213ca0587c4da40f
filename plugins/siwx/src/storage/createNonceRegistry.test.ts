import { describe, expect, it } from 'vitest'
import { createNonceRegistry, NONCE_LIFETIME_MS } from './createNonceRegistry.js'

describe('createNonceRegistry', () => {
  it('"nonce single-use": an issued nonce is accepted once, never twice', () => {
    const nonces = createNonceRegistry()
    const nonce = nonces.issue()
    expect(nonce).toMatch(/^[a-zA-Z0-9]{16}$/)
    expect(nonces.consume(nonce)).toBe(true)
    expect(nonces.consume(nonce)).toBe(false)
  })

  it('refuses a nonce it did not issue, and one older than its lifetime (10 minutes)', () => {
    const clock = { now: 0 }
    const nonces = createNonceRegistry({ now: () => clock.now })
    expect(nonces.consume('madeUpNonce123')).toBe(false)
    const nonce = nonces.issue()
    clock.now += NONCE_LIFETIME_MS
    expect(NONCE_LIFETIME_MS).toBe(600_000)
    expect(nonces.consume(nonce)).toBe(false)
  })
})
