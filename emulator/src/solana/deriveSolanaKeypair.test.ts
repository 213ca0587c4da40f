import { ed25519 } from '@noble/curves/ed25519'
import { describe, expect, it } from 'vitest'
import { TEST_MNEMONIC } from '../defaults.js'
import { deriveEd25519Key, deriveSolanaKeypair } from './deriveSolanaKeypair.js'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

describe('deriveEd25519Key (SLIP-0010 test vector 1)', () => {
  const seed = Uint8Array.from(Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex'))

  it('derives the master key', async () => {
    const { key, chainCode } = await deriveEd25519Key(seed, [])
    expect(hex(key)).toBe('2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7')
    expect(hex(chainCode)).toBe('90046a93de5380a72b5e45010748567d5ea02bbf6522f979e05c0d8d8ca9fffb')
  })

  it("derives m/0'", async () => {
    const { key } = await deriveEd25519Key(seed, [0])
    expect(hex(key)).toBe('68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3')
  })
})

describe('deriveSolanaKeypair', () => {
  it("derives distinct keypairs at m/44'/501'/i'/0' whose keys sign and verify", async () => {
    const first = await deriveSolanaKeypair(TEST_MNEMONIC, 0)
    const second = await deriveSolanaKeypair(TEST_MNEMONIC, 1)
    expect(first.path).toBe("m/44'/501'/0'/0'")
    expect(first.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(second.address).not.toBe(first.address)
    const message = new TextEncoder().encode('hello')
    const signature = ed25519.sign(message, first.secretKey)
    expect(ed25519.verify(signature, message, first.publicKey)).toBe(true)
    expect(ed25519.verify(signature, message, second.publicKey)).toBe(false)
  })
})
