const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** How many bytes base58 text stands for: its leading '1's are zero bytes, the rest a number. */
function decodedLength(text: string): number {
  const zeros = text.length - text.replace(/^1+/, '').length
  let value = 0n
  for (const char of text.slice(zeros)) value = value * 58n + BigInt(ALPHABET.indexOf(char))
  const hex = value === 0n ? '' : value.toString(16)
  return zeros + Math.ceil(hex.length / 2)
}

/**
 * True for a Solana transaction signature: base58 text of 64 bytes (87 or 88 characters for
 * most, fewer when it starts with zero bytes), without loading @solana/web3.js.
 *
 * @example isSolanaSignature('5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW') // true
 */
export function isSolanaSignature(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= 88 &&
    BASE58.test(value) &&
    decodedLength(value) === 64
  )
}
