const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const DIGITS = new Map([...ALPHABET].map((char, index) => [char, BigInt(index)]))

/** Base58 (Bitcoin alphabet), as did:key's multibase 'z' uses; undefined on a foreign character. */
export function decodeBase58(text: string): Uint8Array | undefined {
  let value = 0n
  for (const char of text) {
    const digit = DIGITS.get(char)
    if (digit === undefined) return undefined
    value = value * 58n + digit
  }
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn))
    value >>= 8n
  }
  const leadingZeros = text.length - text.replace(/^1+/, '').length
  return Uint8Array.from([...new Array<number>(leadingZeros).fill(0), ...bytes])
}

export function encodeBase58(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  let text = ''
  while (value > 0n) {
    text = ALPHABET[Number(value % 58n)] + text
    value /= 58n
  }
  const leadingZeros = bytes.findIndex((byte) => byte !== 0)
  return '1'.repeat(leadingZeros === -1 ? bytes.length : leadingZeros) + text
}
