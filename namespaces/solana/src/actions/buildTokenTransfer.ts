import {
  type Connection,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js'

/** The classic SPL Token program and the Associated Token Account program. */
export const TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const ASSOCIATED_TOKEN_PROGRAM_ID = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

/** SPL Token instruction 12, TransferChecked: amount (u64) and the mint's decimals. */
const TRANSFER_CHECKED = 12
/** Associated Token Account instruction 1, CreateIdempotent. */
const CREATE_IDEMPOTENT = 1

/** The associated token account of `owner` for `mint`. */
export function associatedTokenAddress(owner: PublicKey, mint: PublicKey): PublicKey {
  const tokenProgram = new PublicKey(TOKEN_PROGRAM_ID)
  return PublicKey.findProgramAddressSync(
    [owner.toBuffer(), tokenProgram.toBuffer(), mint.toBuffer()],
    new PublicKey(ASSOCIATED_TOKEN_PROGRAM_ID),
  )[0]
}

/**
 * Builds the unsigned SPL token transfer: the receiver's associated token account is created
 * when missing (idempotent, paid by the sender), then TransferChecked moves `amount` base units
 * from the sender's associated token account.
 */
export async function buildTokenTransfer(
  connection: Connection,
  parameters: { from: string; to: string; mint: string; amount: bigint; decimals: number },
): Promise<Uint8Array> {
  const from = new PublicKey(parameters.from)
  const to = new PublicKey(parameters.to)
  const mint = new PublicKey(parameters.mint)
  const tokenProgram = new PublicKey(TOKEN_PROGRAM_ID)
  const source = associatedTokenAddress(from, mint)
  const destination = associatedTokenAddress(to, mint)
  const data = new Uint8Array(10)
  data[0] = TRANSFER_CHECKED
  new DataView(data.buffer).setBigUint64(1, parameters.amount, true)
  data[9] = parameters.decimals
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  const transaction = new Transaction({ feePayer: from, blockhash, lastValidBlockHeight }).add(
    new TransactionInstruction({
      programId: new PublicKey(ASSOCIATED_TOKEN_PROGRAM_ID),
      keys: [
        { pubkey: from, isSigner: true, isWritable: true },
        { pubkey: destination, isSigner: false, isWritable: true },
        { pubkey: to, isSigner: false, isWritable: false },
        { pubkey: mint, isSigner: false, isWritable: false },
        { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
        { pubkey: tokenProgram, isSigner: false, isWritable: false },
      ],
      data: Buffer.from([CREATE_IDEMPOTENT]),
    }),
    new TransactionInstruction({
      programId: tokenProgram,
      keys: [
        { pubkey: source, isSigner: false, isWritable: true },
        { pubkey: mint, isSigner: false, isWritable: false },
        { pubkey: destination, isSigner: false, isWritable: true },
        { pubkey: from, isSigner: true, isWritable: false },
      ],
      data: Buffer.from(data),
    }),
  )
  return new Uint8Array(transaction.serialize({ requireAllSignatures: false }))
}
