import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { crypto, Transaction } from 'bitcoinjs-lib'
import type { AuthBitcoinAddress } from './decodeAuthBitcoinAddress.js'

const encoder = new TextEncoder()
const concat = (...parts: (Uint8Array | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => [...part]))
const equal = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index])

function compactSize(length: number): number[] {
  if (length < 0xfd) return [length]
  if (length <= 0xffff) return [0xfd, length & 0xff, length >> 8]
  return [0xfe, length & 0xff, (length >> 8) & 0xff, (length >> 16) & 0xff, length >>> 24]
}

/** OP_0 <20-byte key hash>: P2WPKH's output, and the redeem script of P2SH-P2WPKH. */
const witnessKeyScript = (keyHash: Uint8Array) => concat([0x00, 0x14], keyHash)

function outputScript(decoded: AuthBitcoinAddress): Uint8Array {
  switch (decoded.kind) {
    case 'p2pkh':
      return concat([0x76, 0xa9, 0x14], decoded.hash, [0x88, 0xac])
    case 'p2sh':
      return concat([0xa9, 0x14], decoded.hash, [0x87])
    case 'p2wpkh':
      return witnessKeyScript(decoded.hash)
    case 'p2tr':
      return concat([0x51, 0x20], decoded.hash)
  }
}

/** The Bitcoin Core message hash: SHA-256d of the magic prefix and the message, each sized. */
function signedMessageHash(message: string): Uint8Array {
  const magic = encoder.encode('Bitcoin Signed Message:\n')
  const text = encoder.encode(message)
  return crypto.hash256(concat(compactSize(magic.length), magic, compactSize(text.length), text))
}

/**
 * BIP-137 (Bitcoin Core's signmessage, extended to segwit): header 27-30 P2PKH uncompressed,
 * 31-34 P2PKH compressed, 35-38 P2SH-P2WPKH, 39-42 P2WPKH, plus the recovery id; the key
 * recovered from the 64-byte signature must hash to the address.
 */
function verifyBip137(decoded: AuthBitcoinAddress, message: string, signature: Uint8Array) {
  const header = signature[0] ?? 0
  if (signature.length !== 65 || header < 27 || header > 42) return false
  const recovery = (header - 27) & 3
  let publicKey: Uint8Array
  try {
    publicKey = secp256k1.Signature.fromCompact(signature.slice(1))
      .addRecoveryBit(recovery)
      .recoverPublicKey(signedMessageHash(message))
      .toRawBytes(header >= 31)
  } catch {
    return false
  }
  const keyHash = crypto.hash160(publicKey)
  if (header < 35) return decoded.kind === 'p2pkh' && equal(decoded.hash, keyHash)
  if (header < 39) {
    return decoded.kind === 'p2sh' && equal(decoded.hash, crypto.hash160(witnessKeyScript(keyHash)))
  }
  return decoded.kind === 'p2wpkh' && equal(decoded.hash, keyHash)
}

/** The witness stack a BIP-322 'simple' signature serialises, or undefined when it is not one. */
function readWitness(bytes: Uint8Array): Uint8Array[] | undefined {
  let offset = 0
  const readSize = () => {
    const first = bytes[offset++]
    if (first === undefined || first >= 0xfd) return undefined
    return first
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

/** BIP-322's tagged message hash. */
function bip322MessageHash(message: string): Uint8Array {
  const tag = crypto.sha256(encoder.encode('BIP0322-signed-message'))
  return crypto.sha256(concat(tag, tag, encoder.encode(message)))
}

/** BIP-322's virtual to_sign transaction, spending to_spend's output for the address. */
function toSignTransaction(script: Uint8Array, message: string, redeemScript?: Uint8Array) {
  const toSpend = new Transaction()
  toSpend.version = 0
  toSpend.addInput(
    new Uint8Array(32),
    0xffffffff,
    0,
    concat([0x00, 0x20], bip322MessageHash(message)),
  )
  toSpend.addOutput(script, 0n)
  const toSign = new Transaction()
  toSign.version = 0
  toSign.addInput(
    toSpend.getHash(),
    0,
    0,
    redeemScript ? concat([redeemScript.length], redeemScript) : undefined,
  )
  toSign.addOutput(Uint8Array.of(0x6a), 0n)
  return toSign
}

/** BIP-322 'simple' for single-key addresses: P2WPKH, P2SH-P2WPKH (ECDSA) and P2TR key path (Schnorr). */
function verifyBip322Simple(decoded: AuthBitcoinAddress, message: string, signature: Uint8Array) {
  const witness = readWitness(signature)
  if (!witness) return false
  const script = outputScript(decoded)
  try {
    if (decoded.kind === 'p2tr') {
      const [sig] = witness
      if (witness.length !== 1 || !sig || (sig.length !== 64 && sig.length !== 65)) return false
      const hashType = sig.length === 65 ? (sig[64] as number) : Transaction.SIGHASH_DEFAULT
      const hash = toSignTransaction(script, message).hashForWitnessV1(0, [script], [0n], hashType)
      return schnorr.verify(sig.slice(0, 64), hash, decoded.hash)
    }
    const [sig, publicKey] = witness
    if (witness.length !== 2 || !sig || !publicKey || publicKey.length !== 33) return false
    const keyHash = crypto.hash160(publicKey)
    const redeemScript = witnessKeyScript(keyHash)
    if (decoded.kind === 'p2wpkh' && !equal(decoded.hash, keyHash)) return false
    if (decoded.kind === 'p2sh' && !equal(decoded.hash, crypto.hash160(redeemScript))) return false
    if (decoded.kind === 'p2pkh') return false
    const scriptCode = concat([0x76, 0xa9, 0x14], keyHash, [0x88, 0xac])
    const hashType = sig[sig.length - 1] as number
    const toSign = toSignTransaction(
      script,
      message,
      decoded.kind === 'p2sh' ? redeemScript : undefined,
    )
    const hash = toSign.hashForWitnessV0(0, scriptCode, 0n, hashType)
    return secp256k1.verify(secp256k1.Signature.fromDER(sig.slice(0, -1)), hash, publicKey)
  } catch {
    return false
  }
}

/**
 * Whether a signature (its bytes, from base64) signs the message for the address: the
 * Bitcoin Core way (BIP-137, 65 bytes) or BIP-322 'simple'. The emulator's own implementation,
 * independent of the siwx plugin's, so each checks the other in the tests.
 */
export function verifyBitcoinAuthSignature(
  decoded: AuthBitcoinAddress,
  message: string,
  signature: Uint8Array,
): boolean {
  return (
    verifyBip137(decoded, message, signature) || verifyBip322Simple(decoded, message, signature)
  )
}
