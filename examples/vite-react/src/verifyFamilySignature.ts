import type { ChainNamespace } from '@appkit/kernel'

export interface FamilySignature {
  address: string
  message: string
  signature: string
}

/**
 * Checks a polkadot, bip122 or cosmos message signature with that family's library, loaded on
 * demand (@polkadot/util-crypto, the sign-in plugin's Bitcoin verifier, cosmjs); undefined for
 * a family it does not know.
 */
export async function verifyFamilySignature(
  namespace: ChainNamespace | undefined,
  signed: FamilySignature,
): Promise<boolean | undefined> {
  switch (namespace) {
    case 'polkadot': {
      const { verifyPolkadotSignature } = await import('@appkit/polkadot/verify')
      return verifyPolkadotSignature(signed)
    }
    case 'cosmos': {
      const { verifyAdr36Signature } = await import('@appkit/cosmos/verify')
      return verifyAdr36Signature(signed)
    }
    case 'bip122': {
      const { bip122Verifier } = await import('@appkit/siwx/verify')
      return bip122Verifier().verify({
        data: {
          accountAddress: signed.address,
          chainId: 'bip122:000000000019d6689c085ae165831e93',
          domain: window.location.host,
          uri: window.location.origin,
          version: '1',
          nonce: '00000000',
          issuedAt: new Date().toISOString(),
        },
        message: signed.message,
        signature: signed.signature,
      })
    }
    default:
      return undefined
  }
}
