import { describe, expect, it } from 'vitest'
import { AUTH_NONCE_LIFETIME_MS, createNonceBook } from './createNonceBook.js'

describe('createNonceBook', () => {
  it('issues distinct EIP-4361 nonces (letters and digits, at least 8), each spendable once', () => {
    const book = createNonceBook()
    const nonces = new Set(Array.from({ length: 100 }, () => book.issue()))
    expect(nonces.size).toBe(100)
    for (const nonce of nonces) expect(nonce).toMatch(/^[a-zA-Z0-9]{8,}$/)
    const [first] = nonces
    expect(book.spend(first!)).toBe(true)
    expect(book.spend(first!)).toBe(false)
    expect(book.spend('neverIssued1')).toBe(false)
  })

  it('a nonce older than its lifetime is refused', () => {
    const clock = { now: 0 }
    const book = createNonceBook({ now: () => clock.now })
    const nonce = book.issue()
    clock.now += AUTH_NONCE_LIFETIME_MS
    expect(book.spend(nonce)).toBe(false)
  })
})
