import { Either, ParseResult, Schema } from 'effect'
import { type Address, getAddress, type Hex } from 'viem'
import type { Permission, PermissionRequest } from './PermissionRequest.js'
import { invalidPermissionRequest } from './sessionErrors.js'

/** The longest session the secure site grants. */
export const MAX_SESSION_SECONDS = 30 * 86_400
export const MAX_PERMISSIONS = 8
const MAX_FUNCTIONS = 16
const UINT48_LIMIT = 2 ** 48
const UINT256_HEX_DIGITS = 64

const message = (text: string) => ({ message: () => text })
const AddressField = Schema.String.pipe(Schema.pattern(/^0x[0-9a-fA-F]{40}$/)).annotations(
  message('an address (0x + 40 hex digits)'),
)
const Quantity = Schema.String.pipe(
  Schema.pattern(new RegExp(`^0x[0-9a-fA-F]{1,${UINT256_HEX_DIGITS}}$`)),
).annotations(message('a hex quantity of at most 256 bits'))
const Seconds = Schema.Number.pipe(Schema.int(), Schema.between(0, UINT48_LIMIT - 1)).annotations(
  message('unix seconds (a whole number)'),
)
const Period = Schema.Number.pipe(Schema.int(), Schema.between(1, UINT48_LIMIT - 1)).annotations(
  message('a whole number of seconds, at least 1'),
)
const Selector = Schema.String.pipe(Schema.pattern(/^0x[0-9a-fA-F]{8}$/)).annotations(
  message('a 4-byte function selector (0x + 8 hex digits)'),
)
const PublicKey = Schema.String.pipe(
  Schema.pattern(/^0x(0[23][0-9a-fA-F]{64}|04[0-9a-fA-F]{128})$/),
).annotations(message('a secp256k1 public key (compressed or uncompressed hex)'))

const Signer = Schema.Union(
  Schema.Struct({
    type: Schema.Literal('key'),
    data: Schema.Struct({ type: Schema.Literal('secp256k1'), publicKey: PublicKey }),
  }),
  Schema.Struct({
    type: Schema.Literal('account'),
    data: Schema.Struct({ address: AddressField }),
  }),
).annotations(message("a 'key' (secp256k1 publicKey) or 'account' (address) signer"))

const PermissionSchema = Schema.Union(
  Schema.Struct({
    type: Schema.Literal('native-token-recurring-allowance'),
    data: Schema.Struct({ allowance: Quantity, start: Seconds, period: Period }),
  }),
  Schema.Struct({
    type: Schema.Literal('erc20-recurring-allowance'),
    data: Schema.Struct({
      token: AddressField,
      allowance: Quantity,
      start: Seconds,
      period: Period,
    }),
  }),
  Schema.Struct({
    type: Schema.Literal('contract-call'),
    data: Schema.Struct({
      address: AddressField,
      functions: Schema.Array(Schema.Struct({ selector: Selector })).pipe(
        Schema.minItems(1),
        Schema.maxItems(MAX_FUNCTIONS),
      ),
    }),
  }),
).annotations(
  message(
    "a 'native-token-recurring-allowance', 'erc20-recurring-allowance' or 'contract-call' permission",
  ),
)

const RequestSchema = Schema.Struct({
  chainId: Schema.String.pipe(Schema.pattern(/^0x[0-9a-fA-F]{1,16}$/)).annotations(
    message('a hex chain id'),
  ),
  address: Schema.optional(AddressField),
  expiry: Seconds,
  signer: Signer,
  permissions: Schema.Array(PermissionSchema)
    .pipe(Schema.minItems(1), Schema.maxItems(MAX_PERMISSIONS))
    .annotations(message(`1 to ${MAX_PERMISSIONS} permissions`)),
})

const decode = Schema.decodeUnknownEither(RequestSchema, {
  errors: 'first',
  onExcessProperty: 'ignore',
})

/** The first schema issue as `<path>: <expected>`, e.g. `permissions.0.data.period: ...`. */
function firstIssue(error: ParseResult.ParseError): string {
  const [issue] = ParseResult.ArrayFormatter.formatErrorSync(error)
  if (!issue) return 'malformed'
  const path = issue.path.map(String).join('.')
  return path === '' ? issue.message : `${path}: ${issue.message}`
}

function normalise(permission: Permission): Permission {
  switch (permission.type) {
    case 'erc20-recurring-allowance':
      return {
        ...permission,
        data: { ...permission.data, token: getAddress(permission.data.token) },
      }
    case 'contract-call':
      return {
        ...permission,
        data: {
          address: getAddress(permission.data.address),
          functions: permission.data.functions.map(({ selector }) => ({
            selector: selector.toLowerCase() as Hex,
          })),
        },
      }
    default:
      return permission
  }
}

/**
 * wallet_grantPermissions params, checked field by field: exactly one ERC-7715
 * PermissionRequest for `chainId`, expiring in the future and within MAX_SESSION_SECONDS of
 * `nowSeconds`, with at most one native allowance and one allowance per ERC-20 token. Anything
 * else is refused with -32602 'Invalid permission request: <what>'.
 */
export function decodePermissionRequest(
  params: readonly unknown[],
  context: { chainId: number; nowSeconds: number },
): PermissionRequest {
  if (params.length !== 1) throw invalidPermissionRequest('expected exactly one request')
  const [raw] = params
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw invalidPermissionRequest('expected a PermissionRequest object')
  }
  const decoded = decode(raw)
  if (Either.isLeft(decoded)) throw invalidPermissionRequest(firstIssue(decoded.left))
  const request = decoded.right
  if (Number.parseInt(request.chainId, 16) !== context.chainId) {
    throw invalidPermissionRequest(`chainId ${request.chainId} is not the current chain`)
  }
  if (request.expiry <= context.nowSeconds) throw invalidPermissionRequest('expiry is in the past')
  if (request.expiry > context.nowSeconds + MAX_SESSION_SECONDS) {
    throw invalidPermissionRequest('expiry is more than 30 days away')
  }
  const allowanceTokens = new Set<string>()
  for (const permission of request.permissions) {
    if (permission.type === 'contract-call') continue
    const token =
      permission.type === 'erc20-recurring-allowance'
        ? permission.data.token.toLowerCase()
        : 'native'
    if (allowanceTokens.has(token)) {
      throw invalidPermissionRequest(`more than one allowance for ${token}`)
    }
    allowanceTokens.add(token)
    if (BigInt(permission.data.allowance) === 0n) {
      throw invalidPermissionRequest(`the allowance for ${token} is zero`)
    }
  }
  const signer =
    request.signer.type === 'account'
      ? { type: 'account' as const, data: { address: getAddress(request.signer.data.address) } }
      : {
          type: 'key' as const,
          data: { type: 'secp256k1' as const, publicKey: request.signer.data.publicKey as Hex },
        }
  return {
    chainId: `0x${context.chainId.toString(16)}`,
    ...(request.address === undefined ? {} : { address: getAddress(request.address) as Address }),
    expiry: request.expiry,
    signer,
    permissions: request.permissions.map((p) => normalise(p as Permission)),
  }
}
