import fc from 'fast-check'
import { getAddress } from 'viem'

const HEX_DIGITS = '0123456789abcdef'.split('')

/** 40 lower-case hex characters, without `0x`. */
export function addressHex(): fc.Arbitrary<string> {
  return fc.string({ unit: fc.constantFrom(...HEX_DIGITS), minLength: 40, maxLength: 40 })
}

/** An EVM address in one of its accepted forms: lower case, upper case or EIP-55. */
export function evmAddress(): fc.Arbitrary<`0x${string}`> {
  return fc
    .tuple(addressHex(), fc.constantFrom('lower', 'upper', 'checksum'))
    .map(([hex, form]): `0x${string}` => {
      if (form === 'lower') return `0x${hex}`
      if (form === 'upper') return `0x${hex.toUpperCase()}`
      // viem's EIP-55 implementation is the independent oracle.
      return getAddress(`0x${hex}`)
    })
}
