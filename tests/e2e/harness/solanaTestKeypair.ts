import { createHmac, pbkdf2Sync } from 'node:crypto'
import { TEST_MNEMONIC } from '@appkit/emulator'
import { Keypair } from '@solana/web3.js'

/**
 * The emulator's funded Solana test keypair `index` (m/44'/501'/index'/0' of the test mnemonic,
 * SLIP-0010 ed25519): it holds SOL and the SPL test token, so a test can fund other accounts.
 */
export function solanaTestKeypair(index: number): Keypair {
  const seed = pbkdf2Sync(TEST_MNEMONIC.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512')
  let node = createHmac('sha512', 'ed25519 seed').update(seed).digest()
  for (const step of [44, 501, index, 0]) {
    const data = Buffer.alloc(37)
    node.copy(data, 1, 0, 32)
    data.writeUInt32BE((step | 0x80000000) >>> 0, 33)
    node = createHmac('sha512', node.subarray(32)).update(data).digest()
  }
  return Keypair.fromSeed(node.subarray(0, 32))
}
