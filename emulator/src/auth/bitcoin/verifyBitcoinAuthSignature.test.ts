import { describe, expect, it } from 'vitest'
import { TEST_MNEMONIC } from '../../defaults.js'
import { deriveBitcoinKeys } from '../../testWallet/bip122/deriveBitcoinKeys.js'
import { signBitcoinMessage } from '../../testWallet/bip122/signBitcoinMessage.js'
import { decodeAuthBitcoinAddress } from './decodeAuthBitcoinAddress.js'
import { isAddressOnChain } from './isAddressOnChain.js'
import { verifyBitcoinAuthSignature } from './verifyBitcoinAuthSignature.js'

const bytes = (base64: string) => Uint8Array.from(Buffer.from(base64, 'base64'))

function verify(address: string, message: string, signature: string): boolean {
  const decoded = decodeAuthBitcoinAddress(address)
  if (!decoded) throw new Error(`Not an address: ${address}`)
  return verifyBitcoinAuthSignature(decoded, message, bytes(signature))
}

// BIP-322's published test vectors.
const P2WPKH = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const P2WPKH_EMPTY =
  'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const P2WPKH_HELLO =
  'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const P2TR = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3'
const P2TR_HELLO =
  'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ=='
// bitcoinjs-message's README example (Bitcoin Core style, P2PKH compressed).
const LEGACY_P2PKH = '1F3sAm6ZtwLAUnj7d38pGFxtP3RVEvtsbV'
const LEGACY_MESSAGE = 'This is an example of a signed message.'
const LEGACY_SIGNATURE =
  'H9L5yLFjti0QTHhPyFrZCT1V/MMnBtXKmoiKDZ78NDBjERki6ZTQZdSMCtkgoNmp17By9ItJr8o7ChX0XxY91nk='

describe('verifyBitcoinAuthSignature (the emulator auth server’s bip122 check)', () => {
  it("accepts BIP-322's P2WPKH and P2TR vectors, and refuses them for another message", () => {
    expect(verify(P2WPKH, '', P2WPKH_EMPTY)).toBe(true)
    expect(verify(P2WPKH, 'Hello World', P2WPKH_HELLO)).toBe(true)
    expect(verify(P2TR, 'Hello World', P2TR_HELLO)).toBe(true)
    expect(verify(P2WPKH, 'Hello World', P2WPKH_EMPTY)).toBe(false)
    expect(verify(P2TR, 'Hello World!', P2TR_HELLO)).toBe(false)
  })

  it('accepts a Bitcoin Core (BIP-137) signature: the P2PKH example and the test wallet’s P2WPKH', () => {
    expect(verify(LEGACY_P2PKH, LEGACY_MESSAGE, LEGACY_SIGNATURE)).toBe(true)
    const { payment } = deriveBitcoinKeys(TEST_MNEMONIC, 'mainnet')
    const signature = signBitcoinMessage('Sign in', payment.privateKey)
    expect(verify(payment.address, 'Sign in', signature)).toBe(true)
    expect(verify(payment.address, 'Sign in!', signature)).toBe(false)
    expect(verify(P2WPKH, 'Sign in', signature)).toBe(false)
  })

  it('refuses garbage: a truncated witness, an empty signature', () => {
    expect(verify(P2WPKH, '', P2WPKH_EMPTY.slice(0, 40))).toBe(false)
    expect(verify(P2WPKH, '', '')).toBe(false)
    expect(decodeAuthBitcoinAddress('bc1qnotanaddress')).toBeUndefined()
  })

  it('places an address on its network: bc on mainnet, tb on testnets, bcrt on regtest', () => {
    const mainnet = '000000000019d6689c085ae165831e93'
    const testnet = '000000000933ea01ad0ee984209779ba'
    const regtest = '0f9188f13cb7b2c71f2a335e3a4fc328'
    const bc = decodeAuthBitcoinAddress(P2WPKH)!
    const tb = decodeAuthBitcoinAddress(
      deriveBitcoinKeys(TEST_MNEMONIC, 'testnet').payment.address,
    )!
    expect(isAddressOnChain(bc, mainnet)).toBe(true)
    expect(isAddressOnChain(bc, testnet)).toBe(false)
    expect(isAddressOnChain(tb, testnet)).toBe(true)
    expect(isAddressOnChain(tb, mainnet)).toBe(false)
    expect(isAddressOnChain(tb, regtest)).toBe(false)
    expect(isAddressOnChain(bc, 'ffffffffffffffffffffffffffffffff')).toBe(false)
  })
})
