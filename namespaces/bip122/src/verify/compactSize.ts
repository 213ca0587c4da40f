import { concatBytes } from '@noble/hashes/utils.js'

/** Bitcoin's CompactSize length prefix. */
export function compactSize(length: number): Uint8Array {
  if (length < 0xfd) return Uint8Array.of(length)
  if (length <= 0xffff) return Uint8Array.of(0xfd, length & 0xff, length >> 8)
  const bytes = new Uint8Array(5)
  bytes[0] = 0xfe
  new DataView(bytes.buffer).setUint32(1, length, true)
  return bytes
}

/** The bytes with their CompactSize length in front (scripts, messages). */
export function withLength(bytes: Uint8Array): Uint8Array {
  return concatBytes(compactSize(bytes.length), bytes)
}

/** A 32-bit or 64-bit little-endian unsigned integer. */
export function uint32le(value: number): Uint8Array {
  const bytes = new Uint8Array(4)
  new DataView(bytes.buffer).setUint32(0, value, true)
  return bytes
}

export function uint64le(value: bigint): Uint8Array {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, value, true)
  return bytes
}

/**
 * Reads a serialized witness stack (a CompactSize count, then each item with its CompactSize
 * length), as BIP-322 'simple' signatures carry it; undefined unless it uses every byte.
 */
export function readWitnessStack(bytes: Uint8Array): Uint8Array[] | undefined {
  let offset = 0
  const readSize = (): number | undefined => {
    const first = bytes[offset]
    if (first === undefined) return undefined
    offset += 1
    if (first < 0xfd) return first
    const width = first === 0xfd ? 2 : first === 0xfe ? 4 : 8
    if (offset + width > bytes.length) return undefined
    let value = 0
    for (let index = width - 1; index >= 0; index--)
      value = value * 256 + (bytes[offset + index] ?? 0)
    offset += width
    return value
  }
  const count = readSize()
  if (count === undefined) return undefined
  const items: Uint8Array[] = []
  for (let index = 0; index < count; index++) {
    const length = readSize()
    if (length === undefined || offset + length > bytes.length) return undefined
    items.push(bytes.slice(offset, offset + length))
    offset += length
  }
  return offset === bytes.length ? items : undefined
}
