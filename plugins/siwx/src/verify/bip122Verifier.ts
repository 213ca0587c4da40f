import type { SiwxVerifier } from './SiwxVerifier.js'

/**
 * Verifies bip122 sessions: base64 signatures the Bitcoin Core way (BIP-137) or BIP-322 'simple'
 * (P2WPKH, P2SH-P2WPKH, P2TR), by an address of the session's network (bc, tb or bcrt as its
 * chainId says). Loaded on first use.
 */
export function bip122Verifier(): SiwxVerifier {
  return {
    namespace: 'bip122',
    async verify(session) {
      const [{ verifyBitcoinSignature }, { decodeBitcoinAddress }, { isAddressOnBitcoinChain }] =
        await Promise.all([
          import('./bip122/verifyBitcoinSignature.js'),
          import('./bip122/decodeBitcoinAddress.js'),
          import('./bip122/isAddressOnBitcoinChain.js'),
        ])
      const address = decodeBitcoinAddress(session.data.accountAddress)
      if (!address || !isAddressOnBitcoinChain(address, session.data.chainId)) return false
      return verifyBitcoinSignature({
        address: session.data.accountAddress,
        message: session.message,
        signature: session.signature,
      })
    },
  }
}
