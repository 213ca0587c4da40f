import { Keypair, SystemProgram, Transaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { checkWireTransaction } from './checkWireTransaction.js'

function transfer(): Uint8Array {
  const from = Keypair.generate().publicKey
  return new Transaction({
    feePayer: from,
    recentBlockhash: Keypair.generate().publicKey.toBase58(),
  })
    .add(SystemProgram.transfer({ fromPubkey: from, toPubkey: from, lamports: 1 }))
    .serialize({ requireAllSignatures: false })
}

describe('checkWireTransaction (Bad input: refused in the page)', () => {
  it('passes a wire transaction through', () => {
    const wire = transfer()
    expect(checkWireTransaction(wire)).toBe(wire)
  })

  it.each([
    ['not bytes', 'abc', 'Invalid transaction: expected bytes'],
    ['no signature slots', new Uint8Array([0, 1]), 'Invalid transaction: no signature slots'],
    [
      'truncated signatures',
      new Uint8Array([1, 2, 3]),
      'Invalid transaction: truncated signatures',
    ],
    [
      'a header that asks for other signatures',
      (() => {
        const wire = transfer()
        wire[65] = 2
        return wire
      })(),
      'Invalid transaction: signature count does not match the message',
    ],
    ['a truncated message', transfer().slice(0, 100), 'Invalid transaction: truncated message'],
  ])('refuses %s', (_name, bytes, message) => {
    expect(() => checkWireTransaction(bytes)).toThrow(message)
  })
})
