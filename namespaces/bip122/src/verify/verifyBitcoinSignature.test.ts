import { secp256k1 } from '@noble/curves/secp256k1'
import { base64, bytesToString } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { bip322MessageHash } from './bip322Transactions.js'
import { verifyBitcoinSignature } from './verifyBitcoinSignature.js'
import { legacyMessageHash } from './verifyLegacyBitcoinSignature.js'

const hex = (bytes: Uint8Array) => bytesToString('hex', bytes)

// Test vectors of BIP-322 (key L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK3XN2fwW8).
const P2WPKH = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const P2WPKH_EMPTY =
  'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const P2WPKH_HELLO =
  'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const P2TR = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3'
const P2TR_HELLO =
  'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ=='
// The Bitcoin Core style vector of bitcoinjs-message's README.
const LEGACY_P2PKH = '1F3sAm6ZtwLAUnj7d38pGFxtP3RVEvtsbV'
const LEGACY_MESSAGE = 'This is an example of a signed message.'
const LEGACY_SIGNATURE =
  'H9L5yLFjti0QTHhPyFrZCT1V/MMnBtXKmoiKDZ78NDBjERki6ZTQZdSMCtkgoNmp17By9ItJr8o7ChX0XxY91nk='

describe('BIP-322 message hash', () => {
  it("matches BIP-322's vectors for '' and 'Hello World'", () => {
    expect(hex(bip322MessageHash(''))).toBe(
      'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    )
    expect(hex(bip322MessageHash('Hello World'))).toBe(
      'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    )
  })
})

describe('verifyBitcoinSignature: BIP-322 simple', () => {
  it("accepts BIP-322's P2WPKH vectors for '' and 'Hello World'", () => {
    expect(verifyBitcoinSignature({ address: P2WPKH, message: '', signature: P2WPKH_EMPTY })).toBe(
      true,
    )
    expect(
      verifyBitcoinSignature({ address: P2WPKH, message: 'Hello World', signature: P2WPKH_HELLO }),
    ).toBe(true)
  })

  it("accepts BIP-322's P2TR vector (Schnorr, SIGHASH_ALL)", () => {
    expect(
      verifyBitcoinSignature({ address: P2TR, message: 'Hello World', signature: P2TR_HELLO }),
    ).toBe(true)
  })

  it('refuses a signature of another message, or for another address', () => {
    expect(
      verifyBitcoinSignature({ address: P2WPKH, message: 'Hello World', signature: P2WPKH_EMPTY }),
    ).toBe(false)
    expect(
      verifyBitcoinSignature({ address: P2TR, message: 'Hello World!', signature: P2TR_HELLO }),
    ).toBe(false)
    expect(
      verifyBitcoinSignature({
        address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
        message: 'Hello World',
        signature: P2WPKH_HELLO,
      }),
    ).toBe(false)
  })

  it('refuses garbage: bad base64, a truncated witness, an unknown address', () => {
    expect(verifyBitcoinSignature({ address: P2WPKH, message: '', signature: 'not base64!' })).toBe(
      false,
    )
    expect(
      verifyBitcoinSignature({
        address: P2WPKH,
        message: '',
        signature: P2WPKH_EMPTY.slice(0, 40),
      }),
    ).toBe(false)
    expect(
      verifyBitcoinSignature({ address: 'bc1qnotanaddress', message: '', signature: P2WPKH_EMPTY }),
    ).toBe(false)
  })
})

describe('verifyBitcoinSignature: Bitcoin Core message signing (BIP-137)', () => {
  it("accepts bitcoinjs-message's P2PKH vector and refuses another message", () => {
    expect(
      verifyBitcoinSignature({
        address: LEGACY_P2PKH,
        message: LEGACY_MESSAGE,
        signature: LEGACY_SIGNATURE,
      }),
    ).toBe(true)
    expect(
      verifyBitcoinSignature({
        address: LEGACY_P2PKH,
        message: `${LEGACY_MESSAGE}!`,
        signature: LEGACY_SIGNATURE,
      }),
    ).toBe(false)
  })

  it('accepts a compressed-key signature for the P2WPKH address of that key (BIP-322 vector key)', () => {
    const privateKey = '8a8d5d0f2e3f3b7a3e5a3bb2c8a1e3d9c4f6b2a7e1d0c9b8a7f6e5d4c3b2a190'
    // The BIP-322 vectors' key signs the Bitcoin Core way for its own P2WPKH address.
    const bip322Key = 'bb051cd0dda0246f33c5a9e133ebd8e7bc02a92af6c41adc131ccd7826c5b004'
    for (const [key, address, expected] of [
      [bip322Key, P2WPKH, true],
      [privateKey, P2WPKH, false],
    ] as const) {
      const message = 'sign in please'
      const signature = secp256k1.sign(legacyMessageHash(message), key)
      // Header 39 + recovery id: BIP-137's P2WPKH kind.
      const encoded = base64.encode(
        Uint8Array.of(39 + (signature.recovery ?? 0), ...signature.toCompactRawBytes()),
      )
      expect(verifyBitcoinSignature({ address, message, signature: encoded })).toBe(expected)
    }
  })
})
