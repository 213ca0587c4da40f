/**
 * An address as buttons show it: '0x1234…abcd' for hex addresses (the 0x prefix and 4
 * characters, an ellipsis, the last 4), 'AbCd…wXyZ' for others. Short values are kept whole.
 *
 * @example shortAddress('0x1234567890abcdef1234567890abcdef12345678') // '0x1234…5678'
 */
export function shortAddress(address: string | undefined, visible = 4): string {
  if (!address) return ''
  const head = address.startsWith('0x') ? visible + 2 : visible
  if (address.length <= head + visible + 1) return address
  return `${address.slice(0, head)}…${address.slice(-visible)}`
}
