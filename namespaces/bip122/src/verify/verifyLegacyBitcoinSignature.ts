import { secp256k1 } from '@noble/curves/secp256k1'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { equalBytes, hash160, sha256d } from './bitcoinHashes.js'
import { withLength } from './compactSize.js'
import type { BitcoinAddress } from './decodeBitcoinAddress.js'

const MESSAGE_MAGIC = utf8ToBytes('Bitcoin Signed Message:\n')

/** The hash a Bitcoin Core style message signature signs: SHA-256d of the magic and the message. */
export function legacyMessageHash(message: string): Uint8Array {
  return sha256d(concatBytes(withLength(MESSAGE_MAGIC), withLength(utf8ToBytes(message))))
}

/**
 * Bitcoin Core's message signing (BIP-137 headers): 65 bytes, a header (27 to 42: recovery id,
 * compression, address kind) and r, s. The public key recovered from the signature must hash to
 * the address: P2PKH (compressed or not), P2SH-P2WPKH or P2WPKH. Wallets do not agree on the
 * header's address kind, so any kind that matches the address is accepted.
 */
export function verifyLegacyBitcoinSignature(
  address: BitcoinAddress,
  message: string,
  signature: Uint8Array,
): boolean {
  const header = signature[0]
  if (signature.length !== 65 || header === undefined || header < 27 || header > 42) return false
  const recovery = (header - 27) & 3
  const compressed = header >= 31
  let publicKey: Uint8Array
  try {
    publicKey = secp256k1.Signature.fromCompact(signature.slice(1))
      .addRecoveryBit(recovery)
      .recoverPublicKey(legacyMessageHash(message))
      .toRawBytes(compressed)
  } catch {
    return false
  }
  const keyHash = hash160(publicKey)
  switch (address.type) {
    case 'p2pkh':
      return equalBytes(keyHash, address.hash)
    case 'p2wpkh':
      return compressed && equalBytes(keyHash, address.program)
    case 'p2sh':
      return compressed && equalBytes(hash160(Uint8Array.of(0x00, 0x14, ...keyHash)), address.hash)
    case 'p2tr':
      return false
  }
}
