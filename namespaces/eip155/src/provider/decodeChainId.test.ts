import { describe, expect, it } from 'vitest'
import { decodeChainId } from './decodeChainId.js'
import { toHexChainId } from './toHexChainId.js'

describe('decodeChainId', () => {
  it('reads chainChanged hex strings as numbers, and numbers or decimal strings as they are', () => {
    expect(decodeChainId('0x7a69')).toBe(31337)
    expect(decodeChainId('0x1')).toBe(1)
    expect(decodeChainId(1337)).toBe(1337)
    expect(decodeChainId('137')).toBe(137)
  })

  it('rejects what is not a positive safe integer chain id', () => {
    for (const bad of ['0x', '0xzz', '', 'eip155:1', 0, -1, 1.5, null, {}, '0x1fffffffffffffff']) {
      expect(decodeChainId(bad)).toBeUndefined()
    }
  })
})

describe('toHexChainId', () => {
  it('gives wallets the hex chain id', () => {
    expect(toHexChainId(31337)).toBe('0x7a69')
    expect(toHexChainId('1337')).toBe('0x539')
  })

  it('rejects a non-eip155 id with "The chain id is invalid."', () => {
    expect(() => toHexChainId('solana')).toThrow('The chain id is invalid.')
    expect(() => toHexChainId(0)).toThrow('The chain id is invalid.')
  })
})
