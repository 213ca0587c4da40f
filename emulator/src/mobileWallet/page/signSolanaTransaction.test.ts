import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { TEST_MNEMONIC } from '../../defaults.js'
import { decodeBase58 } from './base58.js'
import { signSolanaTransaction } from './signSolanaTransaction.js'
import { solanaAccount } from './solanaAccount.js'
import type { WalletRequestContext } from './WalletRequestContext.js'

async function context(): Promise<WalletRequestContext> {
  return {
    evm: mnemonicToAccount(TEST_MNEMONIC),
    solana: await solanaAccount(TEST_MNEMONIC),
    rpcUrl: () => 'http://127.0.0.1:1',
    switchChain: async () => {},
  }
}

const context_ = await context()

function transfer(feePayer: PublicKey): string {
  const transaction = new Transaction({
    feePayer,
    blockhash: Keypair.generate().publicKey.toBase58(),
    lastValidBlockHeight: 1,
  }).add(
    SystemProgram.transfer({
      fromPubkey: feePayer,
      toPubkey: Keypair.generate().publicKey,
      lamports: 1000,
    }),
  )
  return transaction.serialize({ requireAllSignatures: false }).toString('base64')
}

describe('signSolanaTransaction (solana_signTransaction)', () => {
  it("signs the wallet's slot: the signed transaction verifies with @solana/web3.js, and the signature is its own", async () => {
    const wallet = await context()
    const own = new PublicKey(wallet.solana.address)
    const answer = signSolanaTransaction(wallet, { transaction: transfer(own) })
    const signed = Transaction.from(Buffer.from(answer.transaction, 'base64'))
    expect(signed.verifySignatures()).toBe(true)
    expect(signed.signature && Uint8Array.from(signed.signature)).toEqual(
      decodeBase58(answer.signature),
    )
  })

  it('a transaction the wallet is no signer of is refused with 4100', async () => {
    const other = Keypair.generate().publicKey
    expect(() => signSolanaTransaction(context_, { transaction: transfer(other) })).toThrowError(
      expect.objectContaining({ code: 4100 }),
    )
  })

  it('params that are no base64 wire transaction are invalid params (-32602)', async () => {
    for (const params of [
      undefined,
      {},
      { transaction: 42 },
      { transaction: '%%%' },
      { transaction: 'AAAA' },
    ]) {
      expect(() => signSolanaTransaction(context_, params)).toThrowError(
        expect.objectContaining({ code: -32602 }),
      )
    }
  })
})
