import { describe, expect, it } from 'vitest'
import { decodeAccounts } from './decodeAccounts.js'

const checksummed = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('decodeAccounts: wallet account lists are untrusted', () => {
  it('accepts addresses (all-lowercase too) and returns them in EIP-55 form, deduplicated', () => {
    expect(decodeAccounts([checksummed.toLowerCase(), checksummed])).toEqual([checksummed])
    expect(decodeAccounts([])).toEqual([])
  })

  it('rejects anything that is not a list of EVM addresses', () => {
    expect(decodeAccounts(undefined)).toBeUndefined()
    expect(decodeAccounts(checksummed)).toBeUndefined()
    expect(decodeAccounts([checksummed, '0x1234'])).toBeUndefined()
    expect(decodeAccounts([checksummed.replace('C5', 'c5')])).toBeUndefined()
    expect(decodeAccounts([42])).toBeUndefined()
  })
})
