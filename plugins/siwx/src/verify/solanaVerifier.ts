import type { SiwxVerifier } from './SiwxVerifier.js'

/** Verifies solana sessions: ed25519 signatures of the message text (loaded on first use). */
export function solanaVerifier(): SiwxVerifier {
  return {
    namespace: 'solana',
    async verify(session) {
      const { verifySolanaSignature } = await import('./verifySolanaSignature.js')
      return verifySolanaSignature({
        address: session.data.accountAddress,
        message: session.message,
        signature: session.signature,
      })
    },
  }
}
