import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64, hex } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { verifySolanaSignature } from './verifySolanaSignature.js'

const secretKey = Uint8Array.from({ length: 32 }, (_, index) => index + 1)
const address = base58.encode(ed25519.getPublicKey(secretKey))
const message = 'example.com wants you to sign in with your Solana account'
const signature = ed25519.sign(new TextEncoder().encode(message), secretKey)

describe('verifySolanaSignature (ed25519)', () => {
  it('accepts the key’s signature of the message’s UTF-8 bytes, in base58, base64 or hex', () => {
    for (const encoded of [
      base58.encode(signature),
      base64.encode(signature),
      hex.encode(signature),
    ]) {
      expect(verifySolanaSignature({ address, message, signature: encoded })).toBe(true)
    }
  })

  it('refuses another message, another key, a tampered signature, and a malformed address', () => {
    expect(
      verifySolanaSignature({
        address,
        message: `${message}.`,
        signature: base58.encode(signature),
      }),
    ).toBe(false)
    const other = base58.encode(ed25519.getPublicKey(new Uint8Array(32).fill(9)))
    expect(
      verifySolanaSignature({ address: other, message, signature: base58.encode(signature) }),
    ).toBe(false)
    const tampered = Uint8Array.from(signature)
    tampered[10] = (tampered[10] ?? 0) ^ 1
    expect(verifySolanaSignature({ address, message, signature: base58.encode(tampered) })).toBe(
      false,
    )
    expect(
      verifySolanaSignature({ address: '0OIl', message, signature: base58.encode(signature) }),
    ).toBe(false)
    expect(verifySolanaSignature({ address, message, signature: 'short' })).toBe(false)
  })
})
