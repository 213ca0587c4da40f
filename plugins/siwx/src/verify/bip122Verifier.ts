import type { SiwxVerifier } from './SiwxVerifier.js'

/**
 * Verifies bip122 sessions: base64 signatures the Bitcoin Core way (BIP-137) or BIP-322 'simple'
 * (P2WPKH, P2SH-P2WPKH, P2TR). Loaded on first use.
 */
export function bip122Verifier(): SiwxVerifier {
  return {
    namespace: 'bip122',
    async verify(session) {
      const { verifyBitcoinSignature } = await import('./bip122/verifyBitcoinSignature.js')
      return verifyBitcoinSignature({
        address: session.data.accountAddress,
        message: session.message,
        signature: session.signature,
      })
    },
  }
}
