import { describe, expect, it } from 'vitest'
import { AppKitError } from '../errors/AppKitError.js'
import { isCaipAddress, parseCaipAddress, toCaipAddress } from './parseCaipAddress.js'

const EVM = 'eip155:1:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

describe('CAIP-10 address', () => {
  it('parses "exactly 3 non-empty colon-separated parts and a known namespace"', () => {
    expect(parseCaipAddress(EVM)).toEqual({
      chainNamespace: 'eip155',
      chainId: '1',
      address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    })
    for (const namespace of ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']) {
      expect(isCaipAddress(`${namespace}:ref:addr`)).toBe(true)
    }
  })

  it.each([
    'eip155:1',
    'eip155:1:0xabc:extra',
    'eip155::0xabc',
    ':1:0xabc',
    'eip155:1:',
    'eip155: :0xabc',
    '',
  ])(
    'rejects a wrong part count or empty part with "Invalid CAIP-10 address: {value}" (%j)',
    (value) => {
      expect(isCaipAddress(value)).toBe(false)
      expect(() => parseCaipAddress(value)).toThrowError(
        expect.objectContaining({
          shortMessage: `Invalid CAIP-10 address: ${value}`,
          category: 'VALIDATION_ERROR',
        }),
      )
    },
  )

  it('rejects a namespace outside CAIP-2 syntax ([-a-z0-9]{3,8}) with "Invalid CAIP Address"', () => {
    for (const id of ['Tron:1:Txyz', 'tr:1:Txyz', 'toolongname:1:Txyz', 'tr_n:1:Txyz']) {
      expect(isCaipAddress(id)).toBe(false)
      expect(() => parseCaipAddress(id)).toThrowError(
        expect.objectContaining({ shortMessage: 'Invalid CAIP Address' }),
      )
    }
  })

  it('accepts any namespace of CAIP-2 syntax: the kernel keeps no list of families', () => {
    expect(parseCaipAddress('tron:1:Txyz')).toEqual({
      chainNamespace: 'tron',
      chainId: '1',
      address: 'Txyz',
    })
    expect(isCaipAddress('testfam:ref:acct')).toBe(true)
  })

  it('throws an AppKitError for values that are not strings', () => {
    expect(() => parseCaipAddress(42)).toThrow(AppKitError)
    expect(() => parseCaipAddress(null)).toThrow('Invalid CAIP-10 address: null')
  })

  it('builds a CAIP-10 address and checks it', () => {
    expect(toCaipAddress('eip155', 8453, '0xabc')).toBe('eip155:8453:0xabc')
    expect(() => toCaipAddress('eip155', 1, '')).toThrow('Invalid CAIP-10 address: eip155:1:')
  })
})
