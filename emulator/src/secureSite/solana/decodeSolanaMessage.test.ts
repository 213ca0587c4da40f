import {
  Keypair,
  SystemProgram,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { decodeSolanaTransaction } from './decodeSolanaMessage.js'
import { describeSolanaTransaction, formatUnits } from './describeSolanaTransaction.js'

const payer = Keypair.generate().publicKey
const receiver = Keypair.generate().publicKey
const program = Keypair.generate().publicKey

function v0(): Uint8Array {
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: Keypair.generate().publicKey.toBase58(),
    instructions: [
      SystemProgram.transfer({ fromPubkey: payer, toPubkey: receiver, lamports: 1_500_000_000 }),
      new TransactionInstruction({ programId: program, keys: [], data: Buffer.from([9]) }),
    ],
  }).compileToV0Message()
  return new VersionedTransaction(message).serialize()
}

describe('decodeSolanaTransaction and describeSolanaTransaction (the approval screen)', () => {
  it('decodes a v0 transaction and describes each instruction', () => {
    const decoded = decodeSolanaTransaction(v0())
    expect(decoded.signers).toEqual([payer.toBase58()])
    expect(describeSolanaTransaction(decoded.instructions)).toBe(
      `Send 1.5 SOL to ${receiver.toBase58()}\nCall program ${program.toBase58()}`,
    )
  })

  it.each([
    ['empty bytes', new Uint8Array(), 'truncated length'],
    ['truncated signatures', new Uint8Array([1, 2, 3]), 'truncated signatures'],
    ['trailing bytes', new Uint8Array([...v0(), 0]), 'trailing bytes after the message'],
    ['a cut message', v0().slice(0, 120), 'truncated'],
  ])('refuses %s with a clear error', (_name, bytes, message) => {
    expect(() => decodeSolanaTransaction(bytes)).toThrow(message)
  })

  it('formats amounts without trailing zeros', () => {
    expect(formatUnits(500_000_000n, 9)).toBe('0.5')
    expect(formatUnits(2_000_000n, 6)).toBe('2')
    expect(formatUnits(1n, 9)).toBe('0.000000001')
  })
})
