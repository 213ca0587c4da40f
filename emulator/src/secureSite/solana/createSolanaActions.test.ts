import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  VersionedTransaction,
} from '@solana/web3.js'
import nacl from 'tweetnacl'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_MNEMONIC } from '../../defaults.js'
import { decodeBase58 } from '../../solana/base58.js'
import { SOLANA_TEST_TOKEN } from '../../solana/SOLANA_TEST_TOKEN.js'
import { TOKEN_PROGRAM_ID } from '../../solana/splToken.js'
import { type RunningSolanaRpc, startSolanaRpc } from '../../solana/startSolanaRpc.js'
import { createKeyVault } from '../createKeyVault.js'
import { createSolanaActions, fundSolanaAccount } from './createSolanaActions.js'
import type { SolanaSigner } from './deriveSolanaSigner.js'

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

function requireSigner(signer: SolanaSigner | undefined): SolanaSigner {
  if (!signer) throw new Error('no signer')
  return signer
}

type Actions = ReturnType<typeof createSolanaActions>
function act(actions: Actions, path: string) {
  const action = actions[path]
  if (!action) throw new Error(`No action ${path}`)
  return action
}

describe('the secure site signs Solana requests (spec §6: solana_* methods need approval)', () => {
  let rpc: RunningSolanaRpc
  let connection: Connection
  const vault = createKeyVault()
  vault.ensure('solana@example.com')
  const signer = requireSigner(vault.solana('solana@example.com'))
  const actions = createSolanaActions({ signerOf: () => signer })
  let live: ReturnType<typeof createSolanaActions>

  beforeAll(async () => {
    rpc = await startSolanaRpc({
      port: 0,
      hostname: '127.0.0.1',
      mnemonic: TEST_MNEMONIC,
      accountCount: 1,
      lamports: 10n ** 12n,
    })
    connection = new Connection(rpc.rpcUrl, 'confirmed')
    live = createSolanaActions({ signerOf: () => signer, rpcUrl: rpc.rpcUrl })
    await fundSolanaAccount(rpc.rpcUrl, signer.address)
  })
  afterAll(() => rpc.stop())

  async function transfer(lamports: number, from = signer.address) {
    const { blockhash } = await connection.getLatestBlockhash()
    return new Transaction({ feePayer: new PublicKey(from), recentBlockhash: blockhash }).add(
      SystemProgram.transfer({
        fromPubkey: new PublicKey(from),
        toPubkey: new PublicKey(rpc.accounts[0] as string),
        lamports,
      }),
    )
  }

  it('derives one ed25519 key per user from the vault, the same on every use', () => {
    expect(vault.solana('solana@example.com')?.address).toBe(signer.address)
    expect(decodeBase58(signer.address)).toHaveLength(32)
    expect(vault.solana('other@example.com')).toBeUndefined()
    // The signer exposes signing, never its secret.
    expect(Object.keys(signer).sort()).toEqual(['address', 'publicKey', 'sign'])
    const sealed = JSON.stringify(vault.sealed('solana@example.com'))
    expect(sealed).not.toContain(Buffer.from(signer.publicKey).toString('hex'))
  })

  it('signs a message: the signature verifies with tweetnacl', async () => {
    const message = new TextEncoder().encode('hello solana')
    const described = await act(
      actions,
      '/v1/solana/describe',
    )({
      method: 'solana_signMessage',
      params: [{ message: base64(message), pubkey: signer.address }],
    })
    expect(described).toEqual({ title: 'Sign message (Solana)', details: 'hello solana' })
    const { signature } = (await act(
      actions,
      '/v1/solana/sign',
    )({
      method: 'solana_signMessage',
      params: [{ message: base64(message), pubkey: signer.address }],
    })) as { signature: string }
    expect(nacl.sign.detached.verify(message, decodeBase58(signature), signer.publicKey)).toBe(true)
  })

  it('describes a SOL transfer, and an SPL TransferChecked with its mint and amount', async () => {
    const sol = await transfer(500_000_000)
    const described = (await act(
      live,
      '/v1/solana/describe',
    )({
      method: 'solana_signTransaction',
      params: [{ transaction: base64(sol.serialize({ requireAllSignatures: false })) }],
    })) as { details: string }
    expect(described.details).toBe(`Send 0.5 SOL to ${rpc.accounts[0]}`)

    const destination = Keypair.generate().publicKey
    const data = new Uint8Array(10)
    data[0] = 12
    new DataView(data.buffer).setBigUint64(1, 2_500_000n, true)
    data[9] = SOLANA_TEST_TOKEN.decimals
    const owner = new PublicKey(signer.address)
    const spl = new Transaction({ feePayer: owner, recentBlockhash: sol.recentBlockhash }).add(
      new TransactionInstruction({
        programId: new PublicKey(TOKEN_PROGRAM_ID),
        keys: [
          { pubkey: Keypair.generate().publicKey, isSigner: false, isWritable: true },
          { pubkey: new PublicKey(SOLANA_TEST_TOKEN.mint), isSigner: false, isWritable: false },
          { pubkey: destination, isSigner: false, isWritable: true },
          { pubkey: owner, isSigner: true, isWritable: false },
        ],
        data: Buffer.from(data),
      }),
    )
    const splDescribed = (await act(
      live,
      '/v1/solana/describe',
    )({
      method: 'solana_signTransaction',
      params: [{ transaction: base64(spl.serialize({ requireAllSignatures: false })) }],
    })) as { details: string }
    expect(splDescribed.details).toBe(
      `Send 2.5 of token ${SOLANA_TEST_TOKEN.mint} to token account ${destination.toBase58()}`,
    )
  })

  it('signs and sends a SOL transfer: the chain moves the lamports', async () => {
    const before = await connection.getBalance(new PublicKey(rpc.accounts[0] as string))
    const tx = await transfer(1_000_000)
    const { signature } = (await act(
      live,
      '/v1/solana/sign',
    )({
      method: 'solana_signAndSendTransaction',
      params: [{ transaction: base64(tx.serialize({ requireAllSignatures: false })) }],
    })) as { signature: string }
    expect(decodeBase58(signature)).toHaveLength(64)
    expect(await connection.getBalance(new PublicKey(rpc.accounts[0] as string))).toBe(
      before + 1_000_000,
    )
  })

  it('signs all transactions at once: each signature verifies', async () => {
    const first = await transfer(1)
    const second = await transfer(2)
    const { transactions } = (await act(
      live,
      '/v1/solana/sign',
    )({
      method: 'solana_signAllTransactions',
      params: [
        {
          transactions: [first, second].map((tx) =>
            base64(tx.serialize({ requireAllSignatures: false })),
          ),
        },
      ],
    })) as { transactions: string[] }
    expect(transactions).toHaveLength(2)
    for (const wire of transactions) {
      const signed = VersionedTransaction.deserialize(Buffer.from(wire, 'base64'))
      const ok = nacl.sign.detached.verify(
        signed.message.serialize(),
        signed.signatures[0] as Uint8Array,
        signer.publicKey,
      )
      expect(ok).toBe(true)
    }
  })

  it('refuses a transaction that does not decode, before any approval (Bad input)', async () => {
    await expect(
      act(
        actions,
        '/v1/solana/describe',
      )({
        method: 'solana_signTransaction',
        params: [{ transaction: base64(new Uint8Array([1, 2, 3])) }],
      }),
    ).rejects.toThrow(/^Invalid transaction: /)
    await expect(
      act(
        actions,
        '/v1/solana/sign',
      )({
        method: 'solana_signTransaction',
        params: [{ transaction: 'not base64!' }],
      }),
    ).rejects.toThrow('Invalid transaction: expected base64')
  })

  it('refuses a transaction this user is not asked to sign', async () => {
    const tx = await transfer(1, rpc.accounts[0])
    await expect(
      act(
        actions,
        '/v1/solana/describe',
      )({
        method: 'solana_signTransaction',
        params: [{ transaction: base64(tx.serialize({ requireAllSignatures: false })) }],
      }),
    ).rejects.toThrow(`does not ask ${signer.address} to sign`)
  })
})
