import { describe, expect, it } from 'vitest'
import { isCaipNetworkId, parseCaipNetworkId, toCaipNetworkId } from './parseCaipNetworkId.js'

describe('CAIP-2 network id', () => {
  it('parses a network id of "exactly 2 parts"', () => {
    expect(parseCaipNetworkId('eip155:137')).toEqual({ chainNamespace: 'eip155', chainId: '137' })
    expect(parseCaipNetworkId('bip122:000000000019d6689c085ae165831e93')).toEqual({
      chainNamespace: 'bip122',
      chainId: '000000000019d6689c085ae165831e93',
    })
    expect(isCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(true)
  })

  it.each(['eip155', 'eip155:1:0xabc', 'eip155:', ':1', 'Unknown:1', 'ab:1', '', 'eip155: '])(
    'rejects %j with "Invalid CAIP-2 network id: {value}"',
    (value) => {
      expect(isCaipNetworkId(value)).toBe(false)
      expect(() => parseCaipNetworkId(value)).toThrowError(
        expect.objectContaining({
          shortMessage: `Invalid CAIP-2 network id: ${value}`,
          category: 'VALIDATION_ERROR',
        }),
      )
    },
  )

  it('accepts any namespace of CAIP-2 syntax: the kernel keeps no list of families', () => {
    expect(parseCaipNetworkId('testfam:1')).toEqual({ chainNamespace: 'testfam', chainId: '1' })
    expect(isCaipNetworkId('unknown:1')).toBe(true)
  })

  it('builds a network id and checks it', () => {
    expect(toCaipNetworkId('eip155', 10)).toBe('eip155:10')
    expect(() => toCaipNetworkId('eip155', '')).toThrow('Invalid CAIP-2 network id: eip155:')
  })
})
