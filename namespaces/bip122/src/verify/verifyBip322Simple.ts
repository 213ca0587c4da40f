import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { bip322Transactions, segwitV0Sighash, taprootKeyPathSighash } from './bip322Transactions.js'
import { equalBytes, hash160 } from './bitcoinHashes.js'
import { readWitnessStack } from './compactSize.js'
import { type BitcoinAddress, scriptPubKeyOf } from './decodeBitcoinAddress.js'

const SIGHASH_DEFAULT = 0x00
const SIGHASH_ALL = 0x01

function verifyEcdsa(
  witness: Uint8Array[],
  keyHashMatches: (keyHash: Uint8Array) => boolean,
  sighash: (keyHash: Uint8Array, hashType: number) => Uint8Array,
): boolean {
  const [signature, publicKey] = witness
  if (witness.length !== 2 || !signature || !publicKey || publicKey.length !== 33) return false
  const keyHash = hash160(publicKey)
  const hashType = signature[signature.length - 1]
  if (!keyHashMatches(keyHash) || hashType !== SIGHASH_ALL) return false
  try {
    const parsed = secp256k1.Signature.fromDER(signature.slice(0, -1))
    return secp256k1.verify(parsed, sighash(keyHash, hashType), publicKey, { lowS: false })
  } catch {
    return false
  }
}

/**
 * BIP-322 'simple' signatures: the witness stack that spends the address's output in the
 * virtual `to_sign` transaction. Single-key addresses: P2WPKH and P2SH-P2WPKH ([DER signature
 * with SIGHASH_ALL, compressed key], BIP-143 sighash) and P2TR key path ([Schnorr signature],
 * BIP-341 sighash, SIGHASH_DEFAULT or SIGHASH_ALL).
 */
export function verifyBip322Simple(
  address: BitcoinAddress,
  message: string,
  encodedWitness: Uint8Array,
): boolean {
  const witness = readWitnessStack(encodedWitness)
  if (!witness) return false
  const tx = bip322Transactions(message, scriptPubKeyOf(address))
  const sighash = (keyHash: Uint8Array, hashType: number) => segwitV0Sighash(tx, keyHash, hashType)
  switch (address.type) {
    case 'p2wpkh':
      return verifyEcdsa(witness, (keyHash) => equalBytes(keyHash, address.program), sighash)
    case 'p2sh':
      return verifyEcdsa(
        witness,
        (keyHash) => equalBytes(hash160(Uint8Array.of(0x00, 0x14, ...keyHash)), address.hash),
        sighash,
      )
    case 'p2tr': {
      const [signature] = witness
      if (witness.length !== 1 || !signature) return false
      const hashType = signature.length === 65 ? signature[64] : SIGHASH_DEFAULT
      if (signature.length !== 64 && !(signature.length === 65 && hashType === SIGHASH_ALL)) {
        return false
      }
      try {
        return schnorr.verify(
          signature.slice(0, 64),
          taprootKeyPathSighash(tx, hashType ?? SIGHASH_DEFAULT),
          address.program,
        )
      } catch {
        return false
      }
    }
    case 'p2pkh':
      // A legacy address has no witness: its wallets sign the Bitcoin Core way.
      return false
  }
}
