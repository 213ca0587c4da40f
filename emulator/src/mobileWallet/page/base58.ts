const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * Base58 with the Bitcoin alphabet, as Solana writes addresses and signatures: each leading
 * zero byte becomes a '1'.
 *
 * @example
 * encodeBase58(new Uint8Array([0, 0, 1])) // '112'
 */
export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  let value = 0n
  for (const byte of bytes) value = value * 256n + BigInt(byte)
  let digits = ''
  while (value > 0n) {
    digits = ALPHABET[Number(value % 58n)] + digits
    value /= 58n
  }
  return '1'.repeat(zeros) + digits
}

/** The bytes of a Base58 text; throws on a character outside the alphabet. */
export function decodeBase58(text: string): Uint8Array {
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  let value = 0n
  for (const character of text) {
    const digit = ALPHABET.indexOf(character)
    if (digit === -1) throw new Error(`Not a base58 character: ${JSON.stringify(character)}`)
    value = value * 58n + BigInt(digit)
  }
  const body: number[] = []
  while (value > 0n) {
    body.unshift(Number(value % 256n))
    value /= 256n
  }
  return new Uint8Array([...new Array<number>(zeros).fill(0), ...body])
}
