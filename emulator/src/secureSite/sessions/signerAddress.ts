import { secp256k1 } from '@noble/curves/secp256k1'
import { type Address, getAddress, type Hex } from 'viem'
import { publicKeyToAddress } from 'viem/accounts'
import type { SessionSigner } from './PermissionRequest.js'

/**
 * The address AppKitSmartAccount checks session signatures against: the key's address
 * (compressed keys are expanded first), or the account signer's address.
 */
export function signerAddress(signer: SessionSigner): Address {
  if (signer.type === 'account') return getAddress(signer.data.address)
  const uncompressed = secp256k1.ProjectivePoint.fromHex(signer.data.publicKey.slice(2)).toHex(
    false,
  )
  return publicKeyToAddress(`0x${uncompressed}` as Hex)
}
