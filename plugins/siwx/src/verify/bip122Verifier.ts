import type { SiwxVerifier } from './SiwxVerifier.js'

/**
 * Verifies bip122 sessions with `@appkit/bip122/verify`: base64 signatures the Bitcoin Core way
 * (BIP-137) or BIP-322 'simple' (P2WPKH, P2SH-P2WPKH, P2TR), by an address of the session's
 * network (bc, tb or bcrt as its chainId says). Loaded on first use.
 */
export function bip122Verifier(): SiwxVerifier {
  return {
    namespace: 'bip122',
    async verify(session) {
      const { verifyBitcoinMessage } = await import('@appkit/bip122/verify')
      return verifyBitcoinMessage({
        address: session.data.accountAddress,
        message: session.message,
        signature: session.signature,
        chainId: session.data.chainId,
      })
    },
  }
}
