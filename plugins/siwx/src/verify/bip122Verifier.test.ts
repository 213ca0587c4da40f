import { sha256 } from '@noble/hashes/sha2.js'
import { bech32, createBase58check } from '@scure/base'
import { describe, expect, it } from 'vitest'
import type { SiwxSession } from '../message/SiwxMessageData.js'
import { bip122Verifier } from './bip122Verifier.js'

const MAINNET = 'bip122:000000000019d6689c085ae165831e93'
const TESTNET = 'bip122:000000000933ea01ad0ee984209779ba'
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

// BIP-322's P2WPKH vector, and bitcoinjs-message's Bitcoin Core (P2PKH) example.
const P2WPKH = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const P2WPKH_HELLO =
  'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const P2PKH = '1F3sAm6ZtwLAUnj7d38pGFxtP3RVEvtsbV'
const P2PKH_MESSAGE = 'This is an example of a signed message.'
const P2PKH_SIGNATURE =
  'H9L5yLFjti0QTHhPyFrZCT1V/MMnBtXKmoiKDZ78NDBjERki6ZTQZdSMCtkgoNmp17By9ItJr8o7ChX0XxY91nk='

/** The same witness program under another bech32 prefix (the signature does not bind it). */
function withPrefix(address: string, prefix: string): string {
  const { words } = bech32.decode(address as `${string}1${string}`)
  return bech32.encode(prefix, words)
}

/** The same key hash as a testnet P2PKH address (version 111). */
function testnetP2pkh(address: string): string {
  const coder = createBase58check(sha256)
  return coder.encode(Uint8Array.of(111, ...coder.decode(address).slice(1)))
}

function session(accountAddress: string, chainId: string, message: string, signature: string) {
  return {
    data: {
      accountAddress,
      chainId,
      domain: 'app.example',
      uri: 'https://app.example',
      version: '1',
      nonce: 'abcdefgh1',
      issuedAt: '2025-01-01T00:00:00.000Z',
    },
    message,
    signature,
  } as SiwxSession
}

describe('bip122Verifier: the address network matches the session chainId', () => {
  it('accepts bc on mainnet only, tb on testnet only, bcrt on regtest only', async () => {
    const verify = (address: string, chainId: string) =>
      bip122Verifier().verify(session(address, chainId, 'Hello World', P2WPKH_HELLO))
    await expect(verify(P2WPKH, MAINNET)).resolves.toBe(true)
    await expect(verify(P2WPKH, TESTNET)).resolves.toBe(false)
    const tb = withPrefix(P2WPKH, 'tb')
    await expect(verify(tb, TESTNET)).resolves.toBe(true)
    await expect(verify(tb, MAINNET)).resolves.toBe(false)
    await expect(verify(tb, REGTEST)).resolves.toBe(false)
    const bcrt = withPrefix(P2WPKH, 'bcrt')
    await expect(verify(bcrt, REGTEST)).resolves.toBe(true)
    await expect(verify(bcrt, TESTNET)).resolves.toBe(false)
    await expect(verify(P2WPKH, 'bip122:ffffffffffffffffffffffffffffffff')).resolves.toBe(false)
  })

  it('places base58 addresses too: 1… on mainnet, m…/n… on testnet and regtest', async () => {
    const verify = (address: string, chainId: string) =>
      bip122Verifier().verify(session(address, chainId, P2PKH_MESSAGE, P2PKH_SIGNATURE))
    await expect(verify(P2PKH, MAINNET)).resolves.toBe(true)
    await expect(verify(P2PKH, TESTNET)).resolves.toBe(false)
    const testnet = testnetP2pkh(P2PKH)
    await expect(verify(testnet, TESTNET)).resolves.toBe(true)
    await expect(verify(testnet, REGTEST)).resolves.toBe(true)
    await expect(verify(testnet, MAINNET)).resolves.toBe(false)
  })
})
