import { Either, Schema } from 'effect'
import type { Hex } from 'viem'
import { SignRequestError } from '../signing/SignRequestError.js'

const RevokeRequest = Schema.Struct({
  permissionContext: Schema.String.pipe(Schema.pattern(/^0x[0-9a-fA-F]{64}$/)),
  chainId: Schema.optional(Schema.String.pipe(Schema.pattern(/^0x[0-9a-fA-F]{1,16}$/))),
})

const decode = Schema.decodeUnknownEither(RevokeRequest, { onExcessProperty: 'ignore' })

/**
 * wallet_revokePermissions params: exactly one `{ permissionContext, chainId? }`, the context
 * being a session id (bytes32). Else -32602 naming what is wrong.
 */
export function decodeRevokeRequest(params: readonly unknown[]): {
  sessionId: Hex
  chainId?: number
} {
  const decoded = params.length === 1 ? decode(params[0]) : undefined
  if (!decoded || Either.isLeft(decoded)) {
    throw new SignRequestError(
      'Invalid permission revocation: expected [{ permissionContext: 0x + 64 hex digits, chainId?: hex }]',
      -32602,
    )
  }
  const { permissionContext, chainId } = decoded.right
  return {
    sessionId: permissionContext.toLowerCase() as Hex,
    ...(chainId === undefined ? {} : { chainId: Number.parseInt(chainId, 16) }),
  }
}
