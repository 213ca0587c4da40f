import { ed25519 } from '@noble/curves/ed25519'
import { describe, expect, it } from 'vitest'
import { TEST_MNEMONIC } from '../../defaults.js'
import { decodeBase58 } from './base58.js'
import { solanaAccount } from './solanaAccount.js'

describe('solanaAccount', () => {
  it("derives the Hardhat mnemonic's first Solana address (m/44'/501'/0'/0')", async () => {
    const account = await solanaAccount(TEST_MNEMONIC)
    expect(account.address).toBe('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')
  })

  it('signs with ed25519 under that address', async () => {
    const account = await solanaAccount(TEST_MNEMONIC)
    const message = new TextEncoder().encode('Hello from the test mobile wallet')
    const signature = account.signMessage(message)
    expect(signature).toHaveLength(64)
    expect(ed25519.verify(signature, message, decodeBase58(account.address))).toBe(true)
    expect(ed25519.verify(signature, new Uint8Array([1]), decodeBase58(account.address))).toBe(
      false,
    )
  })
})
