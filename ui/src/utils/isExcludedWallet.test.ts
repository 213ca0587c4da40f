import { describe, expect, it } from 'vitest'
import { isExcludedWallet } from './isExcludedWallet.js'

describe('isExcludedWallet', () => {
  it("'Excluded wallets are matched by rdns or case-insensitive name'", () => {
    const excluded = [{ rdns: 'io.metamask' }, { name: 'Rabby Wallet' }]
    expect(isExcludedWallet({ name: 'MetaMask', rdns: 'io.metamask' }, excluded)).toBe(true)
    expect(isExcludedWallet({ name: 'rabby wallet' }, excluded)).toBe(true)
    expect(isExcludedWallet({ name: 'Phantom', rdns: 'app.phantom' }, excluded)).toBe(false)
  })

  it('matches a wallet-list id, and never an absent rdns against an absent rdns', () => {
    expect(isExcludedWallet({ id: 'abc', name: 'X' }, [{ id: 'abc' }])).toBe(true)
    expect(isExcludedWallet({ name: 'X' }, [{ rdns: 'io.metamask' }])).toBe(false)
  })
})
