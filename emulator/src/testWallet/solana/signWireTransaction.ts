import { ed25519 } from '@noble/curves/ed25519'
import {
  parseWireTransaction,
  serializeWireTransaction,
} from '../../solana/parseWireTransaction.js'

/**
 * Signs a serialized transaction with one keypair: the signature goes in the slot of the
 * signer's address. Throws when the address is not one of the transaction's signers.
 */
export function signWireTransaction(
  wire: Uint8Array,
  keypair: { address: string; secretKey: Uint8Array },
): Uint8Array {
  const transaction = parseWireTransaction(wire)
  const index = transaction.signers.indexOf(keypair.address)
  if (index < 0) throw new Error(`Transaction is not to be signed by ${keypair.address}`)
  const signatures = [...transaction.signatures]
  signatures[index] = ed25519.sign(transaction.messageBytes, keypair.secretKey)
  return serializeWireTransaction({ ...transaction, signatures })
}
