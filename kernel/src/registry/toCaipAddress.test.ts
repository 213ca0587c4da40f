import { describe, expect, it } from 'vitest'
import { EVM_ADDRESS, polygon, solana } from './testFixtures.js'
import { toCaipAddress } from './toCaipAddress.js'

describe('toCaipAddress', () => {
  it('builds namespace:chainId:address (CAIP-10)', () => {
    expect(toCaipAddress(polygon, EVM_ADDRESS)).toBe(`eip155:137:${EVM_ADDRESS}`)
    expect(toCaipAddress(solana, 'abc')).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:abc')
  })
})
