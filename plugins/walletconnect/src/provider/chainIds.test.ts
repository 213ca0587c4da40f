import { describe, expect, it } from 'vitest'
import { toChainId, toHexChainId } from './chainIds.js'

describe('chain ids from the wallet', () => {
  it('reads numbers, hex and decimal text', () => {
    expect(toChainId(1337)).toBe(1337)
    expect(toChainId('0x7a69')).toBe(31337)
    expect(toChainId('31337')).toBe(31337)
  })

  it("rejects another namespace's reference and nonsense", () => {
    for (const value of ['5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', '', '0x', -1, 0, 1.5, null, {}]) {
      expect(toChainId(value)).toBeUndefined()
    }
  })

  it('writes the hex form EIP-1193 uses', () => {
    expect(toHexChainId(31337)).toBe('0x7a69')
  })
})
