import { encodeBase58 } from './base58.js'

/** A serialized Solana transaction taken apart: its signatures and the message they sign. */
export interface WireTransaction {
  signatures: Uint8Array[]
  messageBytes: Uint8Array
  /** The addresses that must sign, in signature order (the message's first account keys). */
  signers: string[]
}

/** Reads a compact-u16 (1 to 3 bytes, 7 bits each) at `offset`. */
export function readCompactU16(bytes: Uint8Array, offset: number): { value: number; size: number } {
  let value = 0
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size]
    if (byte === undefined) throw new Error('Invalid transaction: truncated length')
    value |= (byte & 0x7f) << (7 * size)
    if ((byte & 0x80) === 0) return { value, size: size + 1 }
  }
  throw new Error('Invalid transaction: length too long')
}

/**
 * Splits a wire transaction (legacy or versioned) into its signatures, message bytes and the
 * signer addresses: the first `numRequiredSignatures` account keys of the message.
 */
export function parseWireTransaction(bytes: Uint8Array): WireTransaction {
  const count = readCompactU16(bytes, 0)
  let offset = count.size
  const signatures: Uint8Array[] = []
  for (let i = 0; i < count.value; i++) {
    if (offset + 64 > bytes.length) throw new Error('Invalid transaction: truncated signatures')
    signatures.push(bytes.slice(offset, offset + 64))
    offset += 64
  }
  const messageBytes = bytes.slice(offset)
  // A versioned message starts with 0x80 | version; a legacy one with the header directly.
  const headerAt = (messageBytes[0] ?? 0) & 0x80 ? 1 : 0
  const required = messageBytes[headerAt]
  if (required === undefined || required !== count.value) {
    throw new Error('Invalid transaction: signature count does not match the message')
  }
  const keys = readCompactU16(messageBytes, headerAt + 3)
  let keyAt = headerAt + 3 + keys.size
  const signers: string[] = []
  for (let i = 0; i < required; i++) {
    if (keyAt + 32 > messageBytes.length) throw new Error('Invalid transaction: truncated keys')
    signers.push(encodeBase58(messageBytes.slice(keyAt, keyAt + 32)))
    keyAt += 32
  }
  return { signatures, messageBytes, signers }
}

/** The wire bytes of a transaction: compact-u16 count, signatures, message. */
export function serializeWireTransaction(transaction: WireTransaction): Uint8Array {
  const count = transaction.signatures.length
  const prefix = count < 0x80 ? [count] : [(count & 0x7f) | 0x80, count >> 7]
  const out = new Uint8Array(prefix.length + count * 64 + transaction.messageBytes.length)
  out.set(prefix, 0)
  transaction.signatures.forEach((signature, i) => {
    out.set(signature, prefix.length + i * 64)
  })
  out.set(transaction.messageBytes, prefix.length + count * 64)
  return out
}
