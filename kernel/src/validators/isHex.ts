const HEX = /^0x[0-9a-fA-F]*$/
const HEX_BYTES = /^(0x)?(?:[0-9a-fA-F]{2})*$/

/**
 * True for a hex string: it starts with `0x`, and the rest (possibly empty) is hex digits.
 *
 * @example isHex('0x1a') // true
 * @example isHex('1a') // false
 */
export function isHex(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && HEX.test(value)
}

/**
 * True for a hex byte string: only hex digits, two per byte (an optional `0x` prefix is
 * allowed; `''` is not, `'0x'` is the empty byte string).
 *
 * @example isHexBytes('deadbeef') // true
 * @example isHexBytes('0xabc') // false: odd length
 */
export function isHexBytes(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && HEX_BYTES.test(value)
}
