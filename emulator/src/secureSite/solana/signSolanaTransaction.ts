import { encodeBase58 } from '../../solana/base58.js'
import { serializeWireTransaction } from '../../solana/parseWireTransaction.js'
import type { DecodedSolanaTransaction } from './decodeSolanaMessage.js'
import type { SolanaSigner } from './deriveSolanaSigner.js'

/** A transaction this account may not sign: it is not one of the required signers. */
export class SolanaSignerError extends Error {}

/**
 * The transaction with the user's signature in its place (the signer's slot); the other
 * signatures stay as they came. Refused when the user is not a required signer.
 */
export function signSolanaTransaction(
  transaction: DecodedSolanaTransaction,
  signer: SolanaSigner,
): { wire: Uint8Array; signature: string } {
  const index = transaction.signers.indexOf(signer.address)
  if (index < 0) {
    throw new SolanaSignerError(`The transaction does not ask ${signer.address} to sign`)
  }
  const signature = signer.sign(transaction.messageBytes)
  const signatures = transaction.signatures.map((existing, i) =>
    i === index ? signature : existing,
  )
  return {
    wire: serializeWireTransaction({ ...transaction, signatures }),
    signature: encodeBase58(signature),
  }
}
