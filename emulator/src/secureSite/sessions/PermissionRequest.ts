import type { Address, Hex } from 'viem'

/** The session signer of an ERC-7715 request: a secp256k1 key, or an account (an EOA). */
export type SessionSigner =
  | { type: 'key'; data: { type: 'secp256k1'; publicKey: Hex } }
  | { type: 'account'; data: { address: Address } }

/** The ERC-7715 permission types AppKitSmartAccount enforces. */
export type Permission =
  | {
      type: 'native-token-recurring-allowance'
      data: { allowance: Hex; start: number; period: number }
    }
  | {
      type: 'erc20-recurring-allowance'
      data: { token: Address; allowance: Hex; start: number; period: number }
    }
  | { type: 'contract-call'; data: { address: Address; functions: { selector: Hex }[] } }

/** One ERC-7715 PermissionRequest, as wallet_grantPermissions receives it (decoded). */
export interface PermissionRequest {
  chainId: Hex
  address?: Address
  expiry: number
  signer: SessionSigner
  permissions: Permission[]
}

/** The ERC-7715 PermissionResponse: the normalised request and the session id as context. */
export interface PermissionResponse extends PermissionRequest {
  address: Address
  context: Hex
}
