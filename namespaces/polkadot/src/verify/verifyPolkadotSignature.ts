import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { toHexUtf8 } from '../toHexUtf8.js'

export interface VerifyPolkadotSignatureParameters {
  /** The SS58 address that signed. */
  address: string
  message: string
  /** Hex signature, as `signer.signRaw` returns it. */
  signature: string
}

/**
 * Verifies a `signRaw` message signature with @polkadot/util-crypto (`signatureVerify`, which
 * accepts the message with or without the extensions' `<Bytes>…</Bytes>` wrapping and any of
 * sr25519, ed25519 and ecdsa keys).
 *
 * @example
 * await verifyPolkadotSignature({ address, message: 'hello', signature }) // true
 */
export async function verifyPolkadotSignature(
  parameters: VerifyPolkadotSignatureParameters,
): Promise<boolean> {
  await cryptoWaitReady()
  try {
    return signatureVerify(toHexUtf8(parameters.message), parameters.signature, parameters.address)
      .isValid
  } catch {
    return false
  }
}
