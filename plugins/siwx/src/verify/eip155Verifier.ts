import type { CaipNetworkId } from '@appkit/kernel'
import { missingViemError } from './missingViemError.js'
import type { SiwxVerifier } from './SiwxVerifier.js'
import type { Eip155Requester } from './verifyEip155Signature.js'

export interface Eip155VerifierOptions {
  /**
   * The chain a session's network id names, for smart-account signatures (ERC-1271, ERC-6492);
   * undefined: EOA signatures only. The siwx plugin passes the kit's RPC client of the network.
   */
  chain?: (chainId: CaipNetworkId) => Eip155Requester | undefined
}

/**
 * Verifies eip155 sessions: EOA signatures (EIP-191), and smart accounts through the chain:
 * deployed (ERC-1271) or not yet deployed (ERC-6492). viem is imported on the first verification;
 * without viem installed, that verification rejects with an error that says so.
 *
 * @example siwx({ verifiers: [eip155Verifier({ chain: (id) => myEip1193Client(id) })] })
 */
export function eip155Verifier(options: Eip155VerifierOptions = {}): SiwxVerifier {
  return {
    namespace: 'eip155',
    async verify(session) {
      const { verifyEip155Signature } = await import('./verifyEip155Signature.js').catch(
        (error: unknown) => {
          throw missingViemError(error) ?? error
        },
      )
      return verifyEip155Signature({
        address: session.data.accountAddress,
        message: session.message,
        signature: session.signature,
        chain: options.chain?.(session.data.chainId),
      })
    },
  }
}
