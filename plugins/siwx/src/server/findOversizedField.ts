import type { SiwxSession } from '../message/SiwxMessageData.js'

/** Longer than any family's address (a bech32 or CAIP-10 account is well under). */
export const MAX_ADDRESS_LENGTH = 128
/**
 * eip155: a 65-byte signature, or an ERC-1271/6492 one that carries a contract call; other
 * families: 64 to 65 bytes in base58, base64 or hex.
 */
export const MAX_SIGNATURE_LENGTH = { eip155: 8192, other: 256 } as const

/**
 * Why an address or signature is too long to check, or undefined. Checked before any
 * verifier runs: base58 decoding grows with the square of the length, so a 15,000-character
 * address would hold the process for most of a second.
 */
export function findOversizedField(session: SiwxSession): string | undefined {
  const { accountAddress, chainId } = session.data
  if (accountAddress.length > MAX_ADDRESS_LENGTH) {
    return `accountAddress is longer than ${MAX_ADDRESS_LENGTH} characters`
  }
  const limit = chainId.startsWith('eip155:')
    ? MAX_SIGNATURE_LENGTH.eip155
    : MAX_SIGNATURE_LENGTH.other
  if (session.signature.length > limit) return `signature is longer than ${limit} characters`
  return undefined
}
