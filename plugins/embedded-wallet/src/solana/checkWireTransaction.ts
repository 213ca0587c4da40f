import { AppKitError } from '@appkit/kernel'

/** A length prefix of Solana's wire format (compact-u16: 1 to 3 bytes of 7 bits). */
function compactU16(bytes: Uint8Array, offset: number): { value: number; size: number } {
  let value = 0
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size]
    if (byte === undefined) return { value: -1, size: 0 }
    value |= (byte & 0x7f) << (7 * size)
    if ((byte & 0x80) === 0) return { value, size: size + 1 }
  }
  return { value: -1, size: 0 }
}

/**
 * Refuses, in the page, bytes that cannot be a Solana wire transaction (nothing reaches the
 * secure frame): the signature slots, then a message header asking for as many signatures and
 * listing at least that many account keys and a blockhash. The secure site decodes it fully.
 */
export function checkWireTransaction(bytes: unknown, position = ''): Uint8Array {
  const fail = (reason: string) =>
    new AppKitError(`Invalid transaction${position}: ${reason}`, {
      category: 'PROVIDER_ERROR',
      code: -32602,
    })
  if (!(bytes instanceof Uint8Array) || bytes.length === 0) throw fail('expected bytes')
  const count = compactU16(bytes, 0)
  if (count.value < 1) throw fail('no signature slots')
  const messageAt = count.size + count.value * 64
  if (messageAt >= bytes.length) throw fail('truncated signatures')
  const versioned = ((bytes[messageAt] ?? 0) & 0x80) !== 0
  const headerAt = messageAt + (versioned ? 1 : 0)
  if (bytes[headerAt] !== count.value) throw fail('signature count does not match the message')
  const keys = compactU16(bytes, headerAt + 3)
  if (keys.value < count.value) throw fail('fewer account keys than signers')
  if (headerAt + 3 + keys.size + keys.value * 32 + 32 > bytes.length)
    throw fail('truncated message')
  return bytes
}
