import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { sha256d, taggedHash } from './bitcoinHashes.js'
import { uint32le, uint64le, withLength } from './compactSize.js'

/** BIP-322: the tagged hash of the message that `to_spend`'s input commits to. */
export function bip322MessageHash(message: string): Uint8Array {
  return taggedHash('BIP0322-signed-message', utf8ToBytes(message))
}

const ZERO_32 = new Uint8Array(32)
const OP_RETURN_SCRIPT = Uint8Array.of(0x6a)
/** version 0, sequence 0, value 0, locktime 0: the virtual transactions' constants. */
const VERSION = uint32le(0)
const LOCKTIME = uint32le(0)
const SEQUENCE = uint32le(0)
const AMOUNT = uint64le(0n)

/**
 * BIP-322's virtual transactions for a message and an address's output script: `to_spend`
 * (pays the script, its input commits to the message hash) and the outpoint `to_sign` spends.
 */
export function bip322Transactions(message: string, scriptPubKey: Uint8Array) {
  const toSpend = concatBytes(
    VERSION,
    Uint8Array.of(1), // one input: the null outpoint, scriptSig OP_0 PUSH32 <message hash>
    ZERO_32,
    uint32le(0xffffffff),
    withLength(Uint8Array.of(0x00, 0x20, ...bip322MessageHash(message))),
    SEQUENCE,
    Uint8Array.of(1), // one output: 0 to the address's script
    AMOUNT,
    withLength(scriptPubKey),
    LOCKTIME,
  )
  // The txid in internal byte order, as an outpoint holds it.
  const outpoint = concatBytes(sha256d(toSpend), uint32le(0))
  // `to_sign`'s only output: 0 to OP_RETURN.
  const outputs = concatBytes(AMOUNT, withLength(OP_RETURN_SCRIPT))
  return { outpoint, outputs, scriptPubKey }
}

/** BIP-143 (segwit v0) sighash of `to_sign`'s input for a P2WPKH key hash, SIGHASH_ALL. */
export function segwitV0Sighash(
  tx: ReturnType<typeof bip322Transactions>,
  keyHash: Uint8Array,
  hashType: number,
): Uint8Array {
  const scriptCode = Uint8Array.of(0x76, 0xa9, 0x14, ...keyHash, 0x88, 0xac)
  return sha256d(
    concatBytes(
      VERSION,
      sha256d(tx.outpoint), // hashPrevouts
      sha256d(SEQUENCE), // hashSequence
      tx.outpoint,
      withLength(scriptCode),
      AMOUNT,
      SEQUENCE,
      sha256d(tx.outputs), // hashOutputs
      LOCKTIME,
      uint32le(hashType),
    ),
  )
}

/** BIP-341 (taproot key path) sighash of `to_sign`'s input, SIGHASH_DEFAULT or SIGHASH_ALL. */
export function taprootKeyPathSighash(
  tx: ReturnType<typeof bip322Transactions>,
  hashType: number,
): Uint8Array {
  return taggedHash(
    'TapSighash',
    concatBytes(
      Uint8Array.of(0x00, hashType), // epoch, hash type
      VERSION,
      LOCKTIME,
      sha256(tx.outpoint), // sha_prevouts
      sha256(AMOUNT), // sha_amounts
      sha256(withLength(tx.scriptPubKey)), // sha_scriptpubkeys
      sha256(SEQUENCE), // sha_sequences
      sha256(tx.outputs), // sha_outputs
      Uint8Array.of(0x00), // spend type: key path, no annex
      uint32le(0), // input index
    ),
  )
}
