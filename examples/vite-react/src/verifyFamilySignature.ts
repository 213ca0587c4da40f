import type { ChainNamespace } from '@appkit/kernel'

export interface FamilySignature {
  address: string
  message: string
  signature: string
}

/**
 * Checks a polkadot, bip122 or cosmos message signature with that family's library, loaded on
 * demand (@polkadot/util-crypto, @appkit/bip122/verify, cosmjs); undefined for
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
      const { verifyBitcoinMessage } = await import('@appkit/bip122/verify')
      return verifyBitcoinMessage({
        ...signed,
        chainId: 'bip122:000000000019d6689c085ae165831e93',
      })
    }
    default:
      return undefined
  }
}
