import { describe, expect, it } from 'vitest'
import { formatWei } from './formatWei.js'

describe('formatWei', () => {
  it('formats wei as ether, truncated to the given decimals', () => {
    expect(formatWei('10000000000000000000000', 'ETH')).toBe('10000.0000 ETH')
    expect(formatWei('9999989999999999999999', 'ETH', 3)).toBe('9999.989 ETH')
    expect(formatWei('1', 'ETH')).toBe('0.0000 ETH')
    expect(formatWei('-1500000000000000000', 'ETH', 1)).toBe('-1.5 ETH')
    expect(formatWei('not a number', 'ETH')).toBe('not a number wei')
  })
})
