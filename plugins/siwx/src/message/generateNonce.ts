const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
/** 62 * 4: bytes at or above it are drawn again, so every character is equally likely. */
const UNBIASED_LIMIT = 248

/** The length of nonces made here: about 95 bits, well above EIP-4361's 8 characters. */
export const NONCE_LENGTH = 16

/**
 * A random alphanumeric nonce from the platform's secure random source (EIP-4361: at least 8
 * letters and digits), for apps whose sessions stay in the browser; a server issues its own.
 *
 * @example generateNonce() // 'x7Qm2LpZ0aTr9KcV'
 */
export function generateNonce(length: number = NONCE_LENGTH): string {
  let nonce = ''
  while (nonce.length < length) {
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(length * 2))
    for (const byte of bytes) {
      if (byte < UNBIASED_LIMIT && nonce.length < length) nonce += ALPHANUMERIC[byte % 62]
    }
  }
  return nonce
}
