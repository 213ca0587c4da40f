import { describe, expect, it } from 'vitest'
import { addRecentWallet, RECENT_WALLETS_LIMIT } from './addRecentWallet.js'

const a = { id: 'a', name: 'A' }
const b = { id: 'b', name: 'B' }
const c = { id: 'c', name: 'C' }

describe('addRecentWallet', () => {
  it('"recent wallets kept 2", newest first', () => {
    expect(RECENT_WALLETS_LIMIT).toBe(2)
    expect(addRecentWallet(undefined, a)).toEqual([a])
    expect(addRecentWallet([a], b)).toEqual([b, a])
    expect(addRecentWallet([b, a], c)).toEqual([c, b])
  })

  it('moves a wallet used again to the front without duplicating it', () => {
    expect(addRecentWallet([b, a], a)).toEqual([a, b])
  })
})
