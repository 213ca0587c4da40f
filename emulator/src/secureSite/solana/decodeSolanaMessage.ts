import { encodeBase58 } from '../../solana/base58.js'
import { parseWireTransaction, readCompactU16 } from '../../solana/parseWireTransaction.js'

/** One instruction of a message, its program and accounts resolved to addresses. */
export interface SolanaInstruction {
  programId: string
  accounts: string[]
  data: Uint8Array
}

export interface DecodedSolanaTransaction {
  /** The addresses that must sign, in signature order; the first pays the fee. */
  signers: string[]
  signatures: Uint8Array[]
  messageBytes: Uint8Array
  instructions: SolanaInstruction[]
}

/** Thrown for bytes that are not a Solana transaction; its message says what is wrong. */
export class SolanaDecodeError extends Error {}

function reader(bytes: Uint8Array, start: number) {
  let offset = start
  const take = (length: number) => {
    if (offset + length > bytes.length) throw new SolanaDecodeError('truncated message')
    const slice = bytes.slice(offset, offset + length)
    offset += length
    return slice
  }
  return {
    byte: () => take(1)[0] as number,
    take,
    length: () => {
      const { value, size } = readCompactU16(bytes, offset)
      offset += size
      return value
    },
    done: () => offset === bytes.length,
  }
}

/**
 * A wire transaction (legacy or v0) taken apart: signatures, signers and its instructions.
 * Instructions that name accounts from address lookup tables keep those as `lookup:<index>`.
 * Anything that does not parse to the end throws a SolanaDecodeError.
 */
export function decodeSolanaTransaction(wire: Uint8Array): DecodedSolanaTransaction {
  let parsed: ReturnType<typeof parseWireTransaction>
  try {
    parsed = parseWireTransaction(wire)
  } catch (error) {
    throw new SolanaDecodeError(
      (error as Error).message.replace(/^Invalid transaction: /, '') || 'not a transaction',
    )
  }
  const { messageBytes } = parsed
  if (parsed.signatures.length === 0) throw new SolanaDecodeError('no signer')
  const versioned = ((messageBytes[0] ?? 0) & 0x80) !== 0
  if (versioned && ((messageBytes[0] ?? 0) & 0x7f) !== 0) {
    throw new SolanaDecodeError('unsupported message version')
  }
  const read = reader(messageBytes, versioned ? 1 : 0)
  try {
    read.take(3)
    const keys = Array.from({ length: read.length() }, () => encodeBase58(read.take(32)))
    read.take(32)
    const compiled = Array.from({ length: read.length() }, () => ({
      program: read.byte(),
      accounts: Array.from(read.take(read.length())),
      data: read.take(read.length()),
    }))
    if (versioned) {
      const tables = read.length()
      for (let i = 0; i < tables; i++) {
        read.take(32)
        read.take(read.length())
        read.take(read.length())
      }
    }
    if (!read.done()) throw new SolanaDecodeError('trailing bytes after the message')
    const keyAt = (index: number) => keys[index] ?? `lookup:${index - keys.length}`
    return {
      signers: parsed.signers,
      signatures: parsed.signatures,
      messageBytes,
      instructions: compiled.map((instruction) => ({
        programId: keyAt(instruction.program),
        accounts: instruction.accounts.map(keyAt),
        data: instruction.data,
      })),
    }
  } catch (error) {
    if (error instanceof SolanaDecodeError) throw error
    throw new SolanaDecodeError((error as Error).message.replace(/^Invalid transaction: /, ''))
  }
}
