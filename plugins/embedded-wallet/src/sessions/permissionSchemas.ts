import { Schema } from 'effect'

function hexPattern(pattern: RegExp, expected: string) {
  return Schema.String.pipe(Schema.pattern(pattern, { message: () => `expected ${expected}` }))
}

const Address = hexPattern(/^0x[0-9a-fA-F]{40}$/, 'an address (0x and 40 hex digits)')
/** A hex quantity: an amount or a chain id, e.g. '0x7a69'. */
const Quantity = hexPattern(/^0x[0-9a-fA-F]{1,64}$/, 'a hex quantity (0x and 1 to 64 hex digits)')
/** An allowance: a hex quantity above zero. */
const Allowance = Quantity.pipe(
  Schema.filter((hex) => BigInt(hex) > 0n, { message: () => 'expected an allowance above zero' }),
)
const Selector = hexPattern(/^0x[0-9a-fA-F]{8}$/, 'a function selector (0x and 8 hex digits)')
/** The session id as stored on chain: a bytes32. */
export const SessionId = hexPattern(/^0x[0-9a-fA-F]{64}$/, 'a session id (0x and 64 hex digits)')
const PublicKey = hexPattern(
  /^0x(0[23][0-9a-fA-F]{64}|04[0-9a-fA-F]{128})$/,
  'a secp256k1 public key (compressed or uncompressed)',
)
const UnixSeconds = Schema.Number.pipe(
  Schema.int({ message: () => 'expected whole unix seconds' }),
  Schema.nonNegative({ message: () => 'expected unix seconds (not negative)' }),
)
const PeriodSeconds = Schema.Number.pipe(
  Schema.int({ message: () => 'expected whole seconds' }),
  Schema.positive({ message: () => 'expected a period of at least one second' }),
)

/** ERC-7715 signer: the session key (secp256k1) or an account that signs for the session. */
export const PermissionSigner = Schema.Union(
  Schema.Struct({
    type: Schema.Literal('key'),
    data: Schema.Struct({ type: Schema.Literal('secp256k1'), publicKey: PublicKey }),
  }),
  Schema.Struct({ type: Schema.Literal('account'), data: Schema.Struct({ address: Address }) }),
)
export type PermissionSigner = typeof PermissionSigner.Type

export const NativeTokenAllowance = Schema.Struct({
  type: Schema.Literal('native-token-recurring-allowance'),
  data: Schema.Struct({ allowance: Allowance, start: UnixSeconds, period: PeriodSeconds }),
})

export const Erc20Allowance = Schema.Struct({
  type: Schema.Literal('erc20-recurring-allowance'),
  data: Schema.Struct({
    token: Address,
    allowance: Allowance,
    start: UnixSeconds,
    period: PeriodSeconds,
  }),
})

export const ContractCall = Schema.Struct({
  type: Schema.Literal('contract-call'),
  data: Schema.Struct({
    address: Address,
    functions: Schema.Array(Schema.Struct({ selector: Selector })).pipe(
      Schema.minItems(1, { message: () => 'expected 1 to 16 functions' }),
      Schema.maxItems(16, { message: () => 'expected 1 to 16 functions' }),
    ),
  }),
})

/** The permissions smart sessions support (protocol: one of three types). */
export const Permission = Schema.Union(NativeTokenAllowance, Erc20Allowance, ContractCall)
export type Permission = typeof Permission.Type

/** An ERC-7715 permission request (wallet_grantPermissions' only parameter). */
export const PermissionRequest = Schema.Struct({
  chainId: Quantity,
  address: Schema.optional(Address),
  expiry: UnixSeconds,
  signer: PermissionSigner,
  permissions: Schema.Array(Permission).pipe(
    Schema.minItems(1, { message: () => 'expected 1 to 8 permissions' }),
    Schema.maxItems(8, { message: () => 'expected 1 to 8 permissions' }),
  ),
})
export type PermissionRequest = typeof PermissionRequest.Type

/** wallet_revokePermissions' only parameter (ERC-7715 revocation). */
export const PermissionRevocation = Schema.Struct({
  permissionContext: SessionId,
  chainId: Schema.optional(Quantity),
})
export type PermissionRevocation = typeof PermissionRevocation.Type

/** A session as the blockchain API lists it (GET sessions/{id}). */
export const Session = Schema.Struct({
  id: SessionId,
  account: Schema.String,
  chainId: Quantity,
  signer: PermissionSigner,
  permissions: Schema.Array(Permission),
  expiry: UnixSeconds,
  status: Schema.Literal('active', 'expired', 'revoked'),
  createdAt: UnixSeconds,
})
export type Session = typeof Session.Type

/** GET sessions/{caip10}'s answer. */
export const SessionsResponse = Schema.Struct({ sessions: Schema.Array(Session) })

/** POST sessions/{caip10}/revoke's answer. */
export const RevokedSessionResponse = Schema.Struct({ session: Session })
