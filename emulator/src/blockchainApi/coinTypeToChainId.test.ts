import { describe, expect, it } from 'vitest'
import { chainIdToCoinType, coinTypeToChainId } from './coinTypeToChainId.js'

describe('coin types (ENSIP-11)', () => {
  it('verifies coin type 60 on the first local chain, 31337', () => {
    expect(coinTypeToChainId(60)).toBe(31337)
  })

  it('decodes (0x80000000 | chainId) >>> 0 back to chainId', () => {
    expect(coinTypeToChainId((0x80000000 | 1337) >>> 0)).toBe(1337)
    expect(chainIdToCoinType(1337)).toBe(2147484985)
    expect(chainIdToCoinType(1)).toBe(60)
  })

  it("rejects chain ids at or above 2147483648 with 'Invalid chainId' (spec §5)", () => {
    expect(() => chainIdToCoinType(2147483648)).toThrow('Invalid chainId')
    for (const coinType of [0x80000000 + 2 ** 31, 0x80000000, 61, -1, 1.5, '60', null]) {
      expect(() => coinTypeToChainId(coinType)).toThrow('Invalid chainId')
    }
  })
})
