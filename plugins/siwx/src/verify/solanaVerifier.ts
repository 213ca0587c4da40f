import type { SiwxVerifier } from './SiwxVerifier.js'

/**
 * Verifies solana sessions with `@appkit/solana/verify`: ed25519 signatures of the message text
 * (loaded on first use).
 */
export function solanaVerifier(): SiwxVerifier {
  return {
    namespace: 'solana',
    async verify(session) {
      const { verifySolanaSignature } = await import('@appkit/solana/verify')
      return verifySolanaSignature({
        address: session.data.accountAddress,
        message: session.message,
        signature: session.signature,
      })
    },
  }
}
