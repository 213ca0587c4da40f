import { describe, expect, it } from 'vitest'
import { deriveEd25519Key, mnemonicToSeed } from './deriveEd25519Key.js'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
const slip10Seed = Uint8Array.from(Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex'))

describe('deriveEd25519Key', () => {
  it('matches SLIP-0010 test vector 1 for ed25519 (m and m/0H)', async () => {
    expect(hex(await deriveEd25519Key(slip10Seed, 'm'))).toBe(
      '2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7',
    )
    expect(hex(await deriveEd25519Key(slip10Seed, "m/0'"))).toBe(
      '68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3',
    )
  })

  it('refuses unhardened segments, which ed25519 cannot derive', async () => {
    await expect(deriveEd25519Key(slip10Seed, 'm/0')).rejects.toThrow('hardened segments only')
  })

  it('derives the BIP-39 seed of the Hardhat mnemonic (PBKDF2-SHA512, 2048 rounds)', async () => {
    const seed = await mnemonicToSeed('test test test test test test test test test test test junk')
    // The same seed as Node's own pbkdf2Sync computes.
    expect(hex(seed)).toBe(
      '9dfc3c64c2f8bede1533b6a79f8570e5943e0b8fd1cf77107adf7b72cef42185' +
        'd564a3aee24cab43f80e3c4538087d70fc824eabbad596a23c97b6ee8322ccc0',
    )
  })
})
