import { describe, expect, it } from 'vitest'
import { evmChainIdToCoinType, isCoinTypeChainId } from './evmChainIdToCoinType.js'

describe('evmChainIdToCoinType (ENSIP-11)', () => {
  it('maps chain id 1 to coin type 60', () => {
    expect(evmChainIdToCoinType(1)).toBe(60)
  })

  it('sets the high bit for other chains', () => {
    expect(evmChainIdToCoinType(10)).toBe(2147483658)
    expect(evmChainIdToCoinType(8453)).toBe(2147492101)
    expect(evmChainIdToCoinType(0)).toBe(2147483648)
    expect(evmChainIdToCoinType(2147483647)).toBe(4294967295)
  })

  it.each([2147483648, 2 ** 40, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    '"rejects ids at or above 2147483648" and other non-ids (%s) with "Invalid chainId"',
    (chainId) => {
      expect(isCoinTypeChainId(chainId)).toBe(false)
      expect(() => evmChainIdToCoinType(chainId)).toThrowError(
        expect.objectContaining({ shortMessage: 'Invalid chainId', category: 'VALIDATION_ERROR' }),
      )
    },
  )
})
