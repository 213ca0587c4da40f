import { describe, expect, it } from 'vitest'
import { parseCaip10 } from './parseCaip10.js'
import { parseChainId } from './parseChainId.js'

describe('CAIP ids', () => {
  it('decodes a CAIP-2 network id of exactly 2 parts', () => {
    expect(parseChainId('eip155:31337')).toEqual({
      caip2: 'eip155:31337',
      namespace: 'eip155',
      reference: '31337',
      evmChainId: 31337,
    })
    expect(parseChainId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).not.toHaveProperty('evmChainId')
  })

  it("refuses others with 'Invalid CAIP-2 network id: {value}' (spec §5)", () => {
    for (const value of ['eip155', 'eip155:1:2', 'eip155:0x1', 'eip155:01', ':1', 'EIP155:1']) {
      expect(() => parseChainId(value)).toThrow(`Invalid CAIP-2 network id: ${value}`)
    }
  })

  it("decodes CAIP-10 with exactly 3 non-empty parts, else 'Invalid CAIP-10 address: {value}'", () => {
    const address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    expect(parseCaip10(`eip155:1:${address.toLowerCase()}`).address).toBe(address)
    for (const value of ['eip155:1', `eip155::${address}`, 'eip155:1:0x12', `a:b:c:d`]) {
      expect(() => parseCaip10(value)).toThrow(`Invalid CAIP-10 address: ${value}`)
    }
    expect(() => parseCaip10(42)).toThrow('Invalid CAIP-10 address: 42')
  })
})
